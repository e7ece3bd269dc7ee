import type { Query } from '../../api/types';

/** Spec §9: default search levels 0-200. */
export const LEVEL_RANGE: readonly [number, number] = [0, 200];
export const FILTER_OPERATORS = ['gte', 'lte', 'eq'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** One characteristic filter row: {characteristic, operator (default >=), value}. */
export interface CharacteristicFilter {
  characteristic: number;
  operator: FilterOperator;
  value: number;
}

/** The items list's search state (spec §3 "Search state"), read from and written to the URL. */
export interface ItemSearch {
  name: string;
  levels: [number, number];
  typeIds: number[];
  characteristics: CharacteristicFilter[];
}

const MAX_ROWS = 10;

function clampLevel(value: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(LEVEL_RANGE[1], Math.max(LEVEL_RANGE[0], Math.round(value)));
}

/** `c=11,gte,50` → a filter row; malformed rows are dropped. */
export function parseCharacteristicFilter(text: string): CharacteristicFilter | null {
  const [id, operator, value] = text.split(',');
  const characteristic = Number(id);
  const amount = Number(value);
  if (!id || !Number.isInteger(characteristic) || characteristic < 0) return null;
  if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) return null;
  if (value === undefined || value.trim() === '' || !Number.isFinite(amount)) return null;
  return { characteristic, operator: operator as FilterOperator, value: amount };
}

export function formatCharacteristicFilter(row: CharacteristicFilter): string {
  return `${row.characteristic},${row.operator},${row.value}`;
}

/** Comma-separated positive integer ids (`types=16,17`). */
export function parseIdList(text: string | null): number[] {
  if (!text) return [];
  const ids = text.split(',').map(Number).filter((id) => Number.isInteger(id) && id >= 0);
  return [...new Set(ids)];
}

export function readItemSearch(search: URLSearchParams): ItemSearch {
  const min = clampLevel(Number(search.get('levelMin') ?? LEVEL_RANGE[0]), LEVEL_RANGE[0]);
  const max = clampLevel(Number(search.get('levelMax') ?? LEVEL_RANGE[1]), LEVEL_RANGE[1]);
  return {
    name: (search.get('name') ?? '').trim().slice(0, 100),
    levels: min <= max ? [min, max] : [max, min],
    typeIds: parseIdList(search.get('types')),
    characteristics: search
      .getAll('c')
      .map(parseCharacteristicFilter)
      .filter((row): row is CharacteristicFilter => row !== null)
      .slice(0, MAX_ROWS),
  };
}

/** The URL parameters of a search (defaults left out so links stay short). */
export function itemSearchParams(state: ItemSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (state.name) params.set('name', state.name);
  if (state.levels[0] !== LEVEL_RANGE[0]) params.set('levelMin', String(state.levels[0]));
  if (state.levels[1] !== LEVEL_RANGE[1]) params.set('levelMax', String(state.levels[1]));
  if (state.typeIds.length > 0) params.set('types', state.typeIds.join(','));
  for (const row of state.characteristics) params.append('c', formatCharacteristicFilter(row));
  return params;
}

/**
 * `$elemMatch` on `effects` for one row. `>=` and `<=` compare the best roll (`to`); `=` asks for
 * a roll range that contains the value.
 */
export function characteristicCondition(row: CharacteristicFilter): Query {
  const range =
    row.operator === 'gte'
      ? { to: { $gte: row.value } }
      : row.operator === 'lte'
        ? { to: { $lte: row.value } }
        : { from: { $lte: row.value }, to: { $gte: row.value } };
  return { effects: { $elemMatch: { characteristic: row.characteristic, ...range } } };
}

/** Whether an item effect meets a row (the same rule as the API query, for checks in tests and UI). */
export function effectMeets(effect: { characteristic: number; from: number; to: number }, row: CharacteristicFilter): boolean {
  if (effect.characteristic !== row.characteristic) return false;
  if (row.operator === 'gte') return effect.to >= row.value;
  if (row.operator === 'lte') return effect.to <= row.value;
  return effect.from <= row.value && effect.to >= row.value;
}

/** The API filter of a search; `scope` is the route's fixed type or super type. */
export function itemFilterQuery(state: ItemSearch, scope: Query = {}): Query {
  const query: Query = { ...scope };
  if (state.name) query.name = { $search: state.name };
  if (state.levels[0] !== LEVEL_RANGE[0] || state.levels[1] !== LEVEL_RANGE[1]) {
    query.level = { $gte: state.levels[0], $lte: state.levels[1] };
  }
  if (state.typeIds.length > 0) {
    // A type route keeps its own type: the multi-select narrows within it.
    query.typeId = scope.typeId !== undefined ? scope.typeId : { $in: state.typeIds };
  }
  if (state.characteristics.length > 0) query.$and = state.characteristics.map(characteristicCondition);
  return query;
}

/** Whether any filter narrows the list (the empty state then suggests removing one). */
export function hasFilters(state: ItemSearch): boolean {
  return itemSearchParams(state).toString() !== '';
}
