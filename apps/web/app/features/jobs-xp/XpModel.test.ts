import { describe, expect, it } from 'vitest';
import { jobXpForLevel } from '@grimoire/rules';
import { tableDifferences } from './XpModel';

describe("the job XP table beside the data's table", () => {
  it('names only the levels where the source disagrees with the formula the planner uses', () => {
    const table: [number, number][] = Array.from({ length: 200 }, (_, i) => [i + 1, jobXpForLevel(i + 1)]);
    expect(tableDifferences(table)).toEqual([]);
    table[2] = [3, 40];
    expect(tableDifferences(table)).toEqual([{ level: 3, xp: 40 }]);
  });
});
