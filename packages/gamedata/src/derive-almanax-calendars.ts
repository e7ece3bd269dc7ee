/**
 * The game's almanax calendar entry of each day. The offering quest of a day starts on the condition
 * `Ad=<calendar id>` ("Offrande à Sebklav", quest 1077: `PL>19&Ad=137`), and the 2.73 calendar table
 * gives that entry's NPC (the day's Meryde) and bonus ids. The table is a join source only: it is
 * dropped once joined (the days carry what the API serves).
 */
import type { Rec } from './util/io.ts';
import { num } from './util/io.ts';

type Cols = Map<string, Map<number, Rec>>;

const CALENDAR = /(?:^|[&|(])Ad=(\d+)(?=$|[&|)])/;

/** The calendar id a quest's start condition names, if any. */
export function calendarIdOf(startCriterion: unknown): number | undefined {
  const match = typeof startCriterion === 'string' ? CALENDAR.exec(startCriterion) : null;
  return match ? Number(match[1]) : undefined;
}

/** Sets `calendarId`, `npcId` and `bonusIds` on the days whose quest names a calendar entry; returns how many. */
export function linkAlmanaxCalendars(cols: Cols): number {
  const calendars = cols.get('almanax-calendars');
  cols.delete('almanax-calendars');
  const quests = cols.get('quests');
  let linked = 0;
  for (const day of cols.get('almanax')?.values() ?? []) {
    const calendarId = calendarIdOf(quests?.get(num(day.questId) ?? -1)?.startCriterion);
    if (calendarId === undefined) continue;
    day.calendarId = calendarId;
    const entry = calendars?.get(calendarId);
    if (entry) {
      if (entry.npcId !== undefined) day.npcId = entry.npcId;
      if (Array.isArray(entry.bonusIds)) day.bonusIds = entry.bonusIds;
    }
    linked++;
  }
  return linked;
}
