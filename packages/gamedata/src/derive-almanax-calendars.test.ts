import { describe, expect, it } from 'vitest';
import type { Rec } from './util/io.ts';
import { calendarIdOf, linkAlmanaxCalendars } from './derive-almanax-calendars.ts';

const cols = (entries: [string, Rec[]][]) => new Map(entries.map(([name, recs]) => [name, new Map(recs.map((r) => [r.id as number, r]))]));

describe('almanax calendar entries', () => {
  it('reads the calendar id of an offering quest, never a longer number or another condition', () => {
    expect(calendarIdOf('PL>19&Ad=137')).toBe(137);
    expect(calendarIdOf('(Ad=13)|PL>1')).toBe(13);
    expect(calendarIdOf('PL>19&Ad>137')).toBeUndefined();
    expect(calendarIdOf('Qf=1077')).toBeUndefined();
    expect(calendarIdOf(undefined)).toBeUndefined();
  });

  it("gives each day its quest's calendar entry with the entry's NPC and bonuses, then drops the table", () => {
    const c = cols([
      ['almanax', [{ id: 6, date: '01-06', questId: 1077 }, { id: 7, date: '01-07', questId: 9 }, { id: 8, date: '01-08' }]],
      ['quests', [{ id: 1077, startCriterion: 'PL>19&Ad=137' }, { id: 9, startCriterion: 'PL>19&Ad=400' }]],
      ['almanax-calendars', [{ id: 137, npcId: 1775, bonusIds: [] }]],
    ]);
    expect(linkAlmanaxCalendars(c)).toBe(2);
    expect(c.get('almanax')?.get(6)).toMatchObject({ calendarId: 137, npcId: 1775, bonusIds: [] });
    // An entry the 2.73 table lacks: the id only (no NPC is made up).
    expect(c.get('almanax')?.get(7)).toEqual({ id: 7, date: '01-07', questId: 9, calendarId: 400 });
    expect(c.get('almanax')?.get(8)).toEqual({ id: 8, date: '01-08' });
    expect(c.has('almanax-calendars')).toBe(false);
  });
});
