import type { Paginated, Query } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { listQuery, readListState, type ListState, type SortKey } from '../../lib/list-state';

export interface NamedListOptions {
  /** Sort keys this list offers; a URL asking for another falls back to the first. */
  sortKeys: readonly SortKey[];
  defaults?: Partial<ListState>;
}

/** The `name` search of a simple list (`?name=...`), trimmed and capped. */
export function readNameSearch(search: URLSearchParams): string {
  return (search.get('name') ?? '').trim().slice(0, 100);
}

/** The list state with a sort key this list supports. */
export function supportedListState(search: URLSearchParams, options: Pick<NamedListOptions, 'sortKeys' | 'defaults'>): ListState {
  const state = readListState(search, options.defaults);
  return options.sortKeys.includes(state.sort) ? state : { ...state, sort: options.sortKeys[0] };
}

/**
 * One page of a named collection searched by name (dungeons, challenges, haven-bag themes): `read`
 * asks the collection for the page's query (name search, sort, paging) with the fields it lists.
 */
export async function loadNamedList<T>(
  lang: Language,
  request: Request,
  read: (query: Query) => Promise<Paginated<T>>,
  options: NamedListOptions,
) {
  const search = new URL(request.url).searchParams;
  const name = readNameSearch(search);
  const state = supportedListState(search, options);
  const page = await read({ ...(name ? { name: { $search: name } } : {}), ...listQuery(state, lang) });
  return { lang, name, total: page.total, rows: page.data };
}
