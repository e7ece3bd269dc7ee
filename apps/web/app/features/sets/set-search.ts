import type { Query } from '../../api/types';
import { LEVEL_RANGE, parseIdList } from '../items';

/** The sets list's search state (spec §3: item set name, levels, slots). */
export interface SetSearch {
  name: string;
  levels: [number, number];
  /** Item types worn: a set must hold an item of each. */
  typeIds: number[];
}

function level(text: string | null, fallback: number): number {
  const value = Number(text ?? fallback);
  return Number.isFinite(value) ? Math.min(LEVEL_RANGE[1], Math.max(LEVEL_RANGE[0], Math.round(value))) : fallback;
}

export function readSetSearch(search: URLSearchParams): SetSearch {
  const min = level(search.get('levelMin'), LEVEL_RANGE[0]);
  const max = level(search.get('levelMax'), LEVEL_RANGE[1]);
  return {
    name: (search.get('name') ?? '').trim().slice(0, 100),
    levels: min <= max ? [min, max] : [max, min],
    typeIds: parseIdList(search.get('slots')).slice(0, 10),
  };
}

export function setSearchParams(state: SetSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (state.name) params.set('name', state.name);
  if (state.levels[0] !== LEVEL_RANGE[0]) params.set('levelMin', String(state.levels[0]));
  if (state.levels[1] !== LEVEL_RANGE[1]) params.set('levelMax', String(state.levels[1]));
  if (state.typeIds.length > 0) params.set('slots', state.typeIds.join(','));
  return params;
}

/** The API can take 500 ids per `$in`: larger lists are split into `$or` branches. */
const IN_LIMIT = 500;
export function idCondition(ids: readonly number[]): Query {
  if (ids.length <= IN_LIMIT) return { id: { $in: [...ids] } };
  const branches: Query[] = [];
  for (let i = 0; i < ids.length; i += IN_LIMIT) branches.push({ id: { $in: ids.slice(i, i + IN_LIMIT) } });
  return { $or: branches };
}

/** The API filter; `setIds` are the sets holding every chosen type (undefined: no slot filter). */
export function setFilterQuery(state: SetSearch, setIds?: readonly number[]): Query {
  const query: Query = {};
  if (state.name) query.name = { $search: state.name };
  if (state.levels[0] !== LEVEL_RANGE[0] || state.levels[1] !== LEVEL_RANGE[1]) {
    query.level = { $gte: state.levels[0], $lte: state.levels[1] };
  }
  if (setIds) Object.assign(query, setIds.length > 0 ? idCondition(setIds) : { id: { $in: [-1] } });
  return query;
}

/** Sets holding an item of each type: the intersection of each type's set ids. */
export function intersectSetIds(perType: readonly (readonly number[])[]): number[] {
  if (perType.length === 0) return [];
  const [first, ...rest] = perType.map((ids) => new Set(ids));
  return [...first].filter((id) => rest.every((ids) => ids.has(id))).sort((a, b) => a - b);
}
