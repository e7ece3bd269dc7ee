import type { Item } from '@grimoire/gamedata/types';
import type { ApiClient, Query } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { listQuery, readListState } from '../../lib/list-state';
import { getOr404 } from '../../lib/route-helpers';
import { itemFilterQuery, readItemSearch } from './item-search';
import { loadFilterCharacteristics, loadItemTypes } from './reference';

export type ItemRow = Pick<Item, 'id' | 'name' | 'level' | 'typeId' | 'img' | 'missingTranslations'>;
/** A type or super-type route narrows the whole list. */
export type ItemListScope = { kind: 'all' } | { kind: 'type'; id: number } | { kind: 'supertype'; id: number };

const ROW_FIELDS = ['id', 'name', 'level', 'typeId', 'img', 'missingTranslations'] as const;

function scopeQuery(scope: ItemListScope): Query {
  if (scope.kind === 'type') return { typeId: scope.id };
  if (scope.kind === 'supertype') return { superTypeId: scope.id };
  return {};
}

/** Loads one page of items for the URL's search, with what the filters need. */
export async function loadItemList(api: ApiClient, lang: Language, request: Request, scope: ItemListScope) {
  const search = new URL(request.url).searchParams;
  const state = readItemSearch(search);
  const list = readListState(search);
  const scopeDoc =
    scope.kind === 'type'
      ? getOr404(() => api.get('item-types', scope.id))
      : scope.kind === 'supertype'
        ? getOr404(() => api.get('item-super-types', scope.id))
        : Promise.resolve(undefined);
  const [page, types, characteristics, scopeEntity] = await Promise.all([
    api.find('items', { ...itemFilterQuery(state, scopeQuery(scope)), ...listQuery(list, lang), $select: ROW_FIELDS }),
    loadItemTypes(api),
    loadFilterCharacteristics(api),
    scopeDoc,
  ]);
  return {
    lang,
    scope,
    // An unnamed super type (the dumps name all but one) gets the generic heading, never its id.
    scopeName: scopeEntity?.name ? { name: scopeEntity.name, missingTranslations: scopeEntity.missingTranslations } : undefined,
    total: page.total,
    items: page.data,
    types,
    characteristics,
  };
}
export type ItemListData = Awaited<ReturnType<typeof loadItemList>>;
