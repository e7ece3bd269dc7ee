import { API_PAGE_SIZE, type Query } from '../api/types';

/** Sort keys every list offers (spec §1): level, id or name, ascending or descending. */
export const SORT_KEYS = ['level', 'id', 'name'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/** The part of a list's state that lives in the URL (`?page=2&sort=level&order=desc`). */
export interface ListState {
  page: number;
  sort: SortKey;
  order: SortOrder;
}

export function readListState(search: URLSearchParams, defaults: Partial<ListState> = {}): ListState {
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  const order = search.get('order');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : (defaults.sort ?? 'level'),
    order: order === 'asc' || order === 'desc' ? order : (defaults.order ?? 'asc'),
  };
}

/** `$sort`, `$limit` and `$skip` for a list state; names sort on the page language. */
export function listQuery(state: ListState, lang: string, sortFields: Partial<Record<SortKey, string>> = {}): Query {
  const field = sortFields[state.sort] ?? (state.sort === 'name' ? `name.${lang}` : state.sort);
  return {
    $sort: { [field]: state.order === 'asc' ? 1 : -1, ...(field === 'id' ? {} : { id: 1 }) },
    $limit: API_PAGE_SIZE,
    $skip: (state.page - 1) * API_PAGE_SIZE,
  };
}

/** A copy of `search` with `changes` applied (null removes); any filter change resets the page. */
export function withSearch(search: URLSearchParams, changes: Record<string, string | number | null | undefined>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}
