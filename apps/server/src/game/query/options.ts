/** The non-filter part of a query: `$limit`, `$skip`, `$sort`, `$select`, `$cache`, `lang`. */
import { QueryError } from './errors';
import { isPlainObject, splitPath, sub, toList } from './values';

export const LANGS = ['fr', 'en', 'de', 'es', 'pt'] as const;
export const PAGE = {
  defaultLimit: 10,
  maxLimit: 50,
  maxSkip: 1_000_000,
  maxSelect: 100,
  maxSort: 10,
} as const;

export interface SortKey {
  parts: string[];
  dir: 1 | -1;
}

export interface QueryOptions {
  limit: number;
  skip: number;
  sort: SortKey[];
  /** Field paths to keep (`id` always kept); undefined = whole documents. */
  select?: string[][];
  lang: string;
  /** `$populate=false`: leave out the embedded documents (`type`, `itemSet`, `result`...). */
  populate: boolean;
}

export interface SplitQuery {
  options: QueryOptions;
  filter: Record<string, unknown>;
}

const OPTION_KEYS = new Set(['$limit', '$skip', '$sort', '$select', '$cache', '$populate', 'lang']);

function parsePopulate(value: unknown): boolean {
  if (value === undefined || value === true || value === 'true' || value === '1' || value === '') return true;
  if (value === false || value === 'false' || value === '0') return false;
  throw new QueryError('$populate', 'expected true or false');
}

/**
 * Feathers reads `$limit`, `$skip` and `$sort` values with `parseInt(value, 10)` (adapter-commons
 * `FILTERS`): the leading integer counts and the rest is dropped, so a parameter glued to the next
 * one by a missing `&` (`$skip=0$limit=50`, `$sort[level]=1lang=fr`) reads as DofusDB reads it (skip 0,
 * the glued parameter lost). A value that does not start with an integer stays a 400.
 */
export function leadingInteger(value: string): number {
  const match = /^\s*([+-]?\d+)/.exec(value);
  return match ? Number(match[1]) : NaN;
}

function nonNegativeInt(value: unknown, param: string, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? leadingInteger(value) : NaN;
  if (!Number.isInteger(n) || n < 0) throw new QueryError(param, 'expected a non-negative integer');
  if (n > max) throw new QueryError(param, `must not exceed ${max}`);
  return n;
}

const DIRECTIONS: Readonly<Record<string, 1 | -1>> = {
  '1': 1,
  '-1': -1,
  asc: 1,
  ascending: 1,
  desc: -1,
  descending: -1,
};

/** The bare forms DofusDB clients send: `$sort=level` (ascending), `$sort=-level`, `$sort=a,-b`. */
function bareSort(value: string): Record<string, string> {
  const out = Object.create(null) as Record<string, string>; // `-__proto__` stays a key, then is refused

  for (const field of value.split(',').map((f) => f.trim()).filter(Boolean)) {
    if (field.startsWith('-')) out[field.slice(1)] = '-1';
    else out[field.replace(/^\+/, '')] = '1';
  }
  return out;
}

function parseSort(raw: unknown): SortKey[] {
  if (raw === undefined) return [];
  const value = typeof raw === 'string' ? bareSort(raw) : raw;
  if (!isPlainObject(value)) throw new QueryError('$sort', 'expected $sort[field]=1 or -1, or $sort=field / -field');
  const entries = Object.entries(value);
  if (entries.length > PAGE.maxSort) throw new QueryError('$sort', `more than ${PAGE.maxSort} fields`);
  return entries.map(([field, dir]) => {
    const param = sub('$sort', field);
    const d =
      typeof dir === 'string'
        ? (DIRECTIONS[dir.trim().toLowerCase()] ?? DIRECTIONS[String(leadingInteger(dir))])
        : dir === 1 || dir === -1
          ? dir
          : undefined;
    if (d === undefined) throw new QueryError(param, 'must be 1 or -1 (or asc, desc)');
    return { parts: splitPath(field, param), dir: d };
  });
}

/**
 * An empty name (`$select[]=`, what a client sends for an empty list) selects nothing and is dropped
 * (Feathers passes it on as a field named ""); with no name left the documents come whole.
 */
function parseSelect(value: unknown): string[][] | undefined {
  if (value === undefined) return undefined;
  const list = toList(value, '$select').filter((field) => !(typeof field === 'string' && field.trim() === ''));
  if (list.length === 0) return undefined;
  if (list.length > PAGE.maxSelect) throw new QueryError('$select', `more than ${PAGE.maxSelect} fields`);
  return list.map((field, i) => {
    if (typeof field !== 'string') throw new QueryError(sub('$select', i), 'expected a field name');
    return splitPath(field, sub('$select', i));
  });
}

function parseLang(value: unknown): string {
  if (value === undefined) return 'fr';
  if (typeof value !== 'string' || !(LANGS as readonly string[]).includes(value)) {
    throw new QueryError('lang', `expected one of ${LANGS.join(', ')}`);
  }
  return value;
}

/** Separates and validates the paging options; the rest is the filter. */
export function splitQuery(query: Record<string, unknown>): SplitQuery {
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) if (!OPTION_KEYS.has(key)) filter[key] = value;
  // Like DofusDB: a `$limit` above the maximum page size is cut to it, never refused.
  const limit =
    query.$limit === undefined ? PAGE.defaultLimit : nonNegativeInt(query.$limit, '$limit', Infinity);
  const skip = query.$skip === undefined ? 0 : nonNegativeInt(query.$skip, '$skip', PAGE.maxSkip);
  return {
    filter,
    options: {
      limit: Math.min(limit, PAGE.maxLimit),
      skip,
      sort: parseSort(query.$sort),
      select: parseSelect(query.$select),
      lang: parseLang(query.lang),
      populate: parsePopulate(query.$populate),
    },
  };
}
