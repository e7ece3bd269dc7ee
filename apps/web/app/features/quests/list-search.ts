import type { Query } from '../../api/types';

/** Default search levels (spec §9: 0-200). */
export const LEVEL_RANGE: [number, number] = [0, 200];

/** A quest or achievement list's filters, kept in the URL (`?name=&levelMin=&levelMax=&category=`). */
export interface EntitySearch {
  name: string;
  levels: [number, number];
  /** Category filter of the list page (0: every category). */
  categoryId: number;
}

function level(text: string | null, fallback: number): number {
  const value = Number(text ?? fallback);
  return Number.isFinite(value) ? Math.min(LEVEL_RANGE[1], Math.max(LEVEL_RANGE[0], Math.round(value))) : fallback;
}

export function readEntitySearch(search: URLSearchParams): EntitySearch {
  const min = level(search.get('levelMin'), LEVEL_RANGE[0]);
  const max = level(search.get('levelMax'), LEVEL_RANGE[1]);
  const category = Number(search.get('category'));
  return {
    name: (search.get('name') ?? '').trim().slice(0, 100),
    levels: min <= max ? [min, max] : [max, min],
    categoryId: Number.isInteger(category) && category > 0 ? category : 0,
  };
}

/** The URL parameters of a search; sort and order are carried over by the caller. */
export function entitySearchParams(state: EntitySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (state.name) params.set('name', state.name);
  if (state.levels[0] !== LEVEL_RANGE[0]) params.set('levelMin', String(state.levels[0]));
  if (state.levels[1] !== LEVEL_RANGE[1]) params.set('levelMax', String(state.levels[1]));
  if (state.categoryId) params.set('category', String(state.categoryId));
  return params;
}

/** The API filter: name search, `levelField` within the range, category ids (when any). */
export function entityFilterQuery(state: EntitySearch, levelField: string, categoryIds?: readonly number[]): Query {
  const query: Query = {};
  if (state.name) query.name = { $search: state.name };
  if (state.levels[0] !== LEVEL_RANGE[0] || state.levels[1] !== LEVEL_RANGE[1]) {
    query[levelField] = { $gte: state.levels[0], $lte: state.levels[1] };
  }
  if (categoryIds) query.categoryId = categoryIds.length === 1 ? categoryIds[0] : { $in: [...categoryIds] };
  return query;
}
