import type { I18nText, ModsterRarity } from '@grimoire/gamedata/types';

export const RARITIES: readonly ModsterRarity[] = ['common', 'rare', 'evolution', 'epic', 'legendary', 'unique'];
export type ModsterSort = 'id' | 'name';

export interface ModsterSearch {
  name: string;
  rarity?: ModsterRarity;
  sort: ModsterSort;
  order: 'asc' | 'desc';
}

export function readModsterSearch(search: URLSearchParams): ModsterSearch {
  const rarity = search.get('rarity');
  return {
    name: (search.get('name') ?? '').trim().slice(0, 100),
    rarity: (RARITIES as readonly string[]).includes(rarity ?? '') ? (rarity as ModsterRarity) : undefined,
    sort: search.get('sort') === 'name' ? 'name' : 'id',
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** A named modster (the loader leaves unnamed ones out); the rarity is absent when no source gives it. */
type ModsterLike = { id: number; name: I18nText; rarity?: ModsterRarity };

/** Rarity filter, name matches (ids from the API's accent-insensitive search) and sort. */
export function filterModsters<T extends ModsterLike>(modsters: readonly T[], state: ModsterSearch, lang: string, nameMatches?: ReadonlySet<number>): T[] {
  const shown = modsters.filter(
    (modster) => (!state.rarity || modster.rarity === state.rarity) && (!nameMatches || nameMatches.has(modster.id)),
  );
  const collator = new Intl.Collator(lang, { numeric: true });
  const direction = state.order === 'asc' ? 1 : -1;
  const byName = (a: T, b: T) => collator.compare(a.name[lang as 'fr' | 'en'] ?? a.name.fr, b.name[lang as 'fr' | 'en'] ?? b.name.fr);
  return shown.sort((a, b) => direction * (state.sort === 'name' ? byName(a, b) || a.id - b.id : a.id - b.id));
}

/** How many of `allIds` are in `ownedIds` (stale ids of removed modsters do not count). */
export function ownedCount(allIds: readonly number[], ownedIds: readonly number[]): number {
  const owned = new Set(ownedIds);
  return allIds.filter((id) => owned.has(id)).length;
}
