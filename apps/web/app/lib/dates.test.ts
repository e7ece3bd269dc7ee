import { describe, expect, it } from 'vitest';
import { formatDay } from './dates';

describe('days on pages', () => {
  it("writes a day the page language's way, never as an ISO date", () => {
    expect(formatDay('2026-11-27T22:10:00.000Z', 'fr')).toBe('27 nov. 2026');
    expect(formatDay('2026-11-27T22:10:00.000Z', 'en')).toBe('Nov 27, 2026');
  });

  it('says nothing of a date the data does not give', () => {
    expect(formatDay('', 'fr')).toBe('');
    expect(formatDay('not a date', 'en')).toBe('');
  });
});
