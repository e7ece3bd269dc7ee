import { describe, expect, it } from 'vitest';
import { readHistory, searchFromState, stateFromSearch, writeHistory } from './hunt-state';

describe('hunt state in the address', () => {
  it('round-trips a position, a direction and a clue', () => {
    const search = '?x=-20&y=-36&direction=6&clue=848';
    expect(searchFromState(stateFromSearch(new URLSearchParams(search)))).toBe(search);
  });

  it('keeps a Phorreur step', () => {
    expect(stateFromSearch(new URLSearchParams('x=1&y=2&direction=0&clue=phorreur')).clue).toBe('phorreur');
  });

  it('keeps a position the fields take even off the world (the page says so)', () => {
    expect(stateFromSearch(new URLSearchParams('x=999&y=-36'))).toMatchObject({ x: 999, y: -36 });
  });

  it('drops what is not a position, a game direction or a clue id', () => {
    expect(stateFromSearch(new URLSearchParams('x=abc&y=1000&direction=3&clue=-4'))).toEqual({ x: null, y: null, direction: null, clue: null });
  });
});

describe('hunt history', () => {
  it('survives a reload and ignores broken storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const step = { from: { x: 1, y: 2 }, direction: 6 as const, clue: 848, to: { x: 1, y: -1 }, distance: 3 };
    writeHistory(storage, [step]);
    expect(readHistory(storage)).toEqual([step]);
    store.set('grimoire.treasure-hunt.history', '{oops');
    expect(readHistory(storage)).toEqual([]);
  });
});
