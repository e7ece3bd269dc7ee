import type { Breed, Characteristic, EffectDef, Item, ItemSet } from '@grimoire/gamedata/types';
import { setIdOf, wornItemIds } from '@grimoire/rules';
import type { Stuff } from '@grimoire/rules';
import type { ApiClient } from '../../api/types';
import { getOr404 } from '../../lib/route-helpers';
import { fromDoc, type StuffDoc } from './types';

export type BreedSummary = Pick<
  Breed,
  | 'id'
  | 'shortName'
  | 'name'
  | 'img'
  | 'missingTranslations'
  | 'statsPointsForStrength'
  | 'statsPointsForIntelligence'
  | 'statsPointsForChance'
  | 'statsPointsForAgility'
  | 'statsPointsForVitality'
  | 'statsPointsForWisdom'
  | 'breedSpellsId'
>;
export type CharacteristicName = Pick<
  Characteristic,
  'id' | 'name' | 'categoryId' | 'order' | 'missingTranslations'
>;

/** What every stuff page needs: the classes (names, cost tables) and characteristic names. */
export interface StuffReference {
  breeds: BreedSummary[];
  characteristics: CharacteristicName[];
}

export async function loadStuffReference(api: ApiClient): Promise<StuffReference> {
  const [breeds, characteristics] = await Promise.all([
    api.findAll('breeds', {
      $select: [
        'id',
        'shortName',
        'name',
        'img',
        'missingTranslations',
        'statsPointsForStrength',
        'statsPointsForIntelligence',
        'statsPointsForChance',
        'statsPointsForAgility',
        'statsPointsForVitality',
        'statsPointsForWisdom',
        'breedSpellsId',
      ],
      $sort: { id: 1 },
    }),
    api.findAll('characteristics', {
      $select: ['id', 'name', 'categoryId', 'order', 'missingTranslations'],
      $sort: { order: 1, id: 1 },
    }),
  ]);
  return { breeds, characteristics };
}

/** Worn items (full documents), their sets and the effect definitions of their lines. */
export interface WornData {
  /** Sorted worn ids, to tell whether this copy matches the current stuff. */
  key: string;
  items: Item[];
  sets: ItemSet[];
  effects: EffectDef[];
}

export async function loadWornData(api: ApiClient, itemIds: readonly number[]): Promise<WornData> {
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  const key = ids.join(',');
  if (ids.length === 0) return { key, items: [], sets: [], effects: [] };
  const items = await api.findAll('items', { id: { $in: ids } });
  const setIds = [
    ...new Set(items.map((item) => setIdOf(item)).filter((id): id is number => id !== undefined)),
  ];
  const effectIds = [...new Set(items.flatMap((item) => item.effects.map((effect) => effect.effectId)))];
  const [sets, effects] = await Promise.all([
    setIds.length > 0 ? api.findAll('item-sets', { id: { $in: setIds } }) : Promise.resolve([]),
    effectIds.length > 0
      ? api.findAll('effects', { id: { $in: effectIds } })
      : Promise.resolve([]),
  ]);
  return { key, items, sets, effects };
}

/** A saved stuff; missing or someone else's private stuff → the localized "Stuff not found or private". */
export function loadStuffDoc(api: ApiClient, id: string): Promise<StuffDoc> {
  return getOr404(() => api.get('stuffs', id), 'errors.stuffMissing');
}

/** Everything a page showing a saved stuff renders on the server. */
export async function loadSavedStuff(api: ApiClient, id: string) {
  const doc = await loadStuffDoc(api, id);
  const stuff: Stuff = fromDoc(doc);
  const [reference, worn] = await Promise.all([
    loadStuffReference(api),
    loadWornData(api, wornItemIds(stuff)),
  ]);
  return { doc, reference, worn };
}
