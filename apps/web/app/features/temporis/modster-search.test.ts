import { describe, expect, it } from 'vitest';
import { filterModsters, ownedCount, readModsterSearch } from './modster-search';

const makeModster = (id: number, rarity: 'common' | 'epic', fr: string, en = fr) => ({ id, rarity, name: { fr, en } });
const dex = [makeModster(1, 'common', 'Broutinet'), makeModster(2, 'epic', 'Djinnelet'), makeModster(3, 'common', 'Ânon', 'Donkey')];

describe('Temporis modster dex', () => {
  it('reads the rarity, ignoring unknown ones', () => {
    expect(readModsterSearch(new URLSearchParams('rarity=epic')).rarity).toBe('epic');
    expect(readModsterSearch(new URLSearchParams('rarity=mythic')).rarity).toBeUndefined();
  });

  it('shows only the chosen rarity', () => {
    const state = readModsterSearch(new URLSearchParams('rarity=common'));
    expect(filterModsters(dex, state, 'fr').map((m) => m.id)).toEqual([1, 3]);
  });

  it('keeps the name matches and sorts by name in the page language', () => {
    const state = readModsterSearch(new URLSearchParams('sort=name&order=desc'));
    expect(filterModsters(dex, state, 'en').map((m) => m.id)).toEqual([3, 2, 1]);
    expect(filterModsters(dex, state, 'fr', new Set([1, 3])).map((m) => m.id)).toEqual([1, 3]);
  });

  it('counts owned modsters among those that exist', () => {
    expect(ownedCount([1, 2, 3], [2, 3, 99])).toBe(2);
  });
});
