import type { Characteristic, ItemType } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';

export type TypeSummary = Pick<ItemType, 'id' | 'name' | 'superTypeId' | 'slot' | 'missingTranslations'>;
export type CharacteristicSummary = Pick<Characteristic, 'id' | 'name' | 'categoryId' | 'order'>;

/** Every item type (the type multi-select and the type column). */
export function loadItemTypes(api: ApiClient): Promise<TypeSummary[]> {
  return api.findAll('item-types', {
    $select: ['id', 'name', 'superTypeId', 'slot', 'missingTranslations'],
    $sort: { id: 1 },
  });
}

/** The visible characteristics of categories 2-5 (spec §7 startup list), in game order. */
export function loadFilterCharacteristics(api: ApiClient): Promise<CharacteristicSummary[]> {
  return api.findAll('characteristics', {
    visible: true,
    categoryId: { $in: [2, 3, 4, 5] },
    $select: ['id', 'name', 'categoryId', 'order'],
    $sort: { order: 1, id: 1 },
  });
}
