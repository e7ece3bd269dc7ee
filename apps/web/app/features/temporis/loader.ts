import type { I18nText, Modster } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { filterModsters, readModsterSearch } from './modster-search';

type ModsterDoc = Pick<Modster, 'id' | 'name' | 'rarity' | 'order' | 'img' | 'missingTranslations' | 'parentsModsterId' | 'itemId'>;
/** A modster as the dex shows it: always named (its own name, else its linked item's). */
export type ModsterCard = Omit<ModsterDoc, 'name' | 'itemId'> & { name: I18nText };

const FIELDS = ['id', 'name', 'rarity', 'order', 'img', 'missingTranslations', 'parentsModsterId', 'itemId'] as const;

/**
 * Modsters no source names take their linked item's name; those with neither are left out of the dex
 * (a bare id is never shown). The item names are searched too, so the name filter finds them.
 */
async function namedModsters(api: ApiClient, search: string) {
  const [docs, matches] = await Promise.all([
    api.findAll('modsters', { $select: FIELDS, $sort: { id: 1 } }),
    search ? api.findAll('modsters', { name: { $search: search }, $select: ['id'] }) : undefined,
  ]);
  const itemIds = [...new Set(docs.flatMap((doc) => (!doc.name && doc.itemId !== undefined ? [doc.itemId] : [])))];
  const [items, itemMatches] = await Promise.all([
    itemIds.length ? api.findAll('items', { id: { $in: itemIds }, $select: ['id', 'name', 'missingTranslations'] }) : [],
    search && itemIds.length
      ? api.findAll('items', { id: { $in: itemIds }, name: { $search: search }, $select: ['id'] })
      : [],
  ]);
  const itemById = new Map(items.map((item) => [item.id, item]));
  const matchedItems = new Set(itemMatches.map((item) => item.id));
  const all: ModsterCard[] = docs.flatMap(({ itemId, ...doc }) => {
    if (doc.name) return [{ ...doc, name: doc.name }];
    const item = itemId === undefined ? undefined : itemById.get(itemId);
    return item?.name ? [{ ...doc, name: item.name, missingTranslations: item.missingTranslations }] : [];
  });
  const byItem = docs.filter((doc) => !doc.name && doc.itemId !== undefined && matchedItems.has(doc.itemId));
  const matchIds = matches && new Set([...matches, ...byItem].map((match) => match.id));
  return { all, matchIds, recordCount: docs.length };
}

/** Every modster (the dex is small: a few hundred), then the filtered, sorted view of the URL. */
export async function loadTemporis(api: ApiClient, lang: Language, request: Request) {
  const state = readModsterSearch(new URL(request.url).searchParams);
  const { all, matchIds, recordCount } = await namedModsters(api, state.name);
  const names = new Map(all.map((modster) => [modster.id, modster.name]));
  const shown = filterModsters(all, state, lang, matchIds);
  return {
    lang,
    allIds: all.map((modster) => modster.id),
    /** Modster records in the data, named or not (the dex shows only the named ones). */
    recordCount,
    modsters: shown.map((modster) => ({
      ...modster,
      parents: (modster.parentsModsterId ?? []).flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
    })),
  };
}
export type TemporisData = Awaited<ReturnType<typeof loadTemporis>>;
