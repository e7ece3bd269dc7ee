import type { ItemSet } from '@grimoire/gamedata/types';
import { setIdOf } from '@grimoire/rules';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { listQuery, readListState } from '../../lib/list-state';
import { loadItemTypes } from '../items';
import { intersectSetIds, readSetSearch, setFilterQuery } from './set-search';

export type SetRow = Pick<ItemSet, 'id' | 'name' | 'level' | 'itemIds' | 'missingTranslations' | 'omitted'>;

/** Set ids holding an item of each type (items carry `itemSetId`). */
async function setIdsWithTypes(api: ApiClient, typeIds: number[]): Promise<number[] | undefined> {
  if (typeIds.length === 0) return undefined;
  const perType = await Promise.all(
    typeIds.map(async (typeId) => {
      const items = await api.findAll('items', {
        typeId,
        itemSetId: { $gt: 0 },
        $select: ['id', 'itemSetId'],
      });
      return items.flatMap((item) => {
        const setId = setIdOf(item);
        return setId === undefined ? [] : [setId];
      });
    }),
  );
  return intersectSetIds(perType);
}

export async function loadSetList(api: ApiClient, lang: Language, request: Request) {
  const search = new URL(request.url).searchParams;
  const state = readSetSearch(search);
  const [setIds, types] = await Promise.all([setIdsWithTypes(api, state.typeIds), loadItemTypes(api)]);
  const page = await api.find('item-sets', {
    ...setFilterQuery(state, setIds),
    ...listQuery(readListState(search), lang),
    $select: ['id', 'name', 'level', 'itemIds', 'missingTranslations', 'omitted'],
  });
  return { lang, total: page.total, sets: page.data, slotTypes: types.filter((type) => type.slot !== undefined) };
}
export type SetListData = Awaited<ReturnType<typeof loadSetList>>;
