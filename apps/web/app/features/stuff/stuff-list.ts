import { MAX_LEVEL, MIN_LEVEL } from '@grimoire/rules';
import type { Query } from '../../api/types';
import { API_PAGE_SIZE } from '../../api/types';
import { STUFF_ELEMENTS, STUFF_TAGS } from './stuff-labels';
import type { StuffElement, StuffTag } from './stuff-labels';

export type StuffOrder = 'recent' | 'likes';

/**
 * The stuff list's filters as they live in the URL
 * (`?me=true&itemIds=431,601&breed=8&levelMin=100&tags=pvm,group&element=fire&sort=likes`).
 */
export interface StuffFilters {
  me: boolean;
  itemIds: number[];
  breed: number | null;
  levelMin: number;
  levelMax: number;
  title: string;
  tags: StuffTag[];
  element: StuffElement | null;
  sort: StuffOrder;
  page: number;
}

const MAX_ITEM_FILTERS = 16;

function intParam(value: string | null, fallback: number, min: number, max: number): number {
  const n = Number(value);
  if (value === null || value.trim() === '' || !Number.isInteger(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

/** Comma-separated positive item ids; anything else is dropped. */
export function parseItemIdList(text: string | null): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_ITEM_FILTERS);
}

export function readStuffFilters(search: URLSearchParams): StuffFilters {
  const min = intParam(search.get('levelMin'), MIN_LEVEL, MIN_LEVEL, MAX_LEVEL);
  const max = intParam(search.get('levelMax'), MAX_LEVEL, MIN_LEVEL, MAX_LEVEL);
  const breed = intParam(search.get('breed'), 0, 0, 1000);
  return {
    me: search.get('me') === 'true',
    itemIds: parseItemIdList(search.get('itemIds')),
    breed: breed > 0 ? breed : null,
    levelMin: Math.min(min, max),
    levelMax: Math.max(min, max),
    title: (search.get('title') ?? '').trim().slice(0, 100),
    tags: STUFF_TAGS.filter((tag) => (search.get('tags') ?? '').split(',').includes(tag)),
    element: STUFF_ELEMENTS.find((element) => element === search.get('element')) ?? null,
    sort: search.get('sort') === 'likes' ? 'likes' : 'recent',
    page: intParam(search.get('page'), 1, 1, 10_000),
  };
}

/** URL parameters of the filters (defaults left out so links stay short; the page is reset). */
export function stuffFilterParams(filters: Omit<StuffFilters, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.me) params.set('me', 'true');
  if (filters.itemIds.length > 0) params.set('itemIds', filters.itemIds.join(','));
  if (filters.breed !== null) params.set('breed', String(filters.breed));
  if (filters.levelMin !== MIN_LEVEL) params.set('levelMin', String(filters.levelMin));
  if (filters.levelMax !== MAX_LEVEL) params.set('levelMax', String(filters.levelMax));
  if (filters.title) params.set('title', filters.title);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (filters.element) params.set('element', filters.element);
  if (filters.sort !== 'recent') params.set('sort', filters.sort);
  return params;
}

/** The `api/stuffs` query of the filters (newest first, 50 per page). */
export function stuffListQuery(filters: StuffFilters): Query {
  const query: Query = { $limit: API_PAGE_SIZE, $skip: (filters.page - 1) * API_PAGE_SIZE };
  if (filters.me) query.me = true;
  if (filters.itemIds.length > 0) query.itemIds = filters.itemIds.join(',');
  if (filters.breed !== null) query.breed = filters.breed;
  if (filters.levelMin !== MIN_LEVEL || filters.levelMax !== MAX_LEVEL) query.level = { $gte: filters.levelMin, $lte: filters.levelMax };
  if (filters.title) query.title = { $search: filters.title };
  if (filters.tags.length > 0) query.tags = filters.tags.join(',');
  if (filters.element) query.element = filters.element;
  if (filters.sort === 'likes') query.$sort = { likes: -1 };
  return query;
}

/** Whether anything narrows the list (the order does not). */
export function hasStuffFilters(filters: StuffFilters): boolean {
  return stuffFilterParams({ ...filters, sort: 'recent' }).toString() !== '';
}
