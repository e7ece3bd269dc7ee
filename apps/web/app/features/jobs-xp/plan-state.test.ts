import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE, parseCrafts, parseSwaps, saveToStorage, searchFromState, searchFromStorage, stateFromSearch } from './plan-state';

function memory() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), values };
}

describe('job XP planner state', () => {
  it('starts from the spec defaults: XP 0, coefficient 100, normal server', () => {
    expect(stateFromSearch(new URLSearchParams())).toEqual(DEFAULT_STATE);
    expect(DEFAULT_STATE).toMatchObject({ startXp: 0, coef: 100, boosted: false, toLevel: 200 });
  });

  it('holds a whole plan in the URL and reads it back', () => {
    const state = { ...DEFAULT_STATE, job: 27, startXp: 5000, toLevel: 100, coef: 150, boosted: true, strategy: 'resources' as const, crafts: [{ itemId: 44, quantity: 3 }] };
    const search = searchFromState(state);
    expect(search).toBe('?job=27&xp=5000&to=100&coef=150&boosted=1&strategy=resources&crafts=44x3');
    expect(stateFromSearch(new URLSearchParams(search))).toEqual(state);
    expect(searchFromState(DEFAULT_STATE)).toBe('');
  });

  it('ignores values out of range or malformed', () => {
    const state = stateFromSearch(new URLSearchParams('job=abc&xp=-4&to=500&coef=0&mult=99&strategy=fast&crafts=44x3,junk,0x2,55x'));
    expect(state).toEqual({ ...DEFAULT_STATE, crafts: [{ itemId: 44, quantity: 3 }] });
    expect(parseCrafts('1x1,2x2')).toHaveLength(2);
  });

  it('holds the swapped recipes and the wider recipe choices in the URL, dropping empty ranges', () => {
    const state = { ...DEFAULT_STATE, job: 28, withUnknownRatios: true, withBossDrops: true, swaps: [{ fromLevel: 30, toLevel: 45, recipeId: 8231 }] };
    const search = searchFromState(state);
    expect(search).toBe('?job=28&unknown=1&boss=1&swaps=30-45-8231');
    expect(stateFromSearch(new URLSearchParams(search))).toEqual(state);
    expect(parseSwaps('45-30-1,0-10-2,10-201-3,junk,10-20-4')).toEqual([{ fromLevel: 10, toLevel: 20, recipeId: 4 }]);
  });

  it('keeps the last plan in this browser under the spec store names and restores it', () => {
    const storage = memory();
    saveToStorage(storage, { ...DEFAULT_STATE, job: 2, startXp: 20, coef: 200, boosted: true, crafts: [{ itemId: 9, quantity: 1 }] });
    expect(Object.fromEntries(storage.values)).toEqual({ xp_job: '2', xp_starting_xp: '20', xp_coef: '200', isBoostedServer: 'true', xp_crafts: '9x1', xp_target_level: '200' });
    expect(searchFromStorage(storage)).toBe('?job=2&xp=20&coef=200&boosted=1&crafts=9x1');
    saveToStorage(storage, { ...DEFAULT_STATE, job: 2, toLevel: 60 });
    expect(searchFromStorage(storage)).toBe('?job=2&to=60');
  });
});
