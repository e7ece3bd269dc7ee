/** Reading values out of documents by dotted path, and comparing them with (coerced) query values. */
import { QueryError } from './errors';

export type Doc = Readonly<Record<string, unknown>>;
export type Parts = readonly string[];

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const INDEX = /^\d+$/;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `name.fr` → ['name', 'fr']; rejects empty segments and prototype keys. */
export function splitPath(path: string, param: string): string[] {
  const parts = path.split('.');
  if (parts.some((p) => p === '' || FORBIDDEN.has(p)))
    throw new QueryError(param, `invalid field name "${path}"`);
  return parts;
}

/** `param` + key in query-string form: sub('level', '$gte') → 'level[$gte]'. */
export function sub(param: string, key: string | number): string {
  return param === '' ? String(key) : `${param}[${key}]`;
}

/**
 * Calls `test` on every value found at `parts`, stopping at the first true. Arrays are traversed at
 * any depth, like MongoDB: `drops.itemId` matches any drop, and a number matches inside arrays of
 * arrays (`itemsReward: [[itemId, qty]]`). A numeric segment also indexes into an array.
 */
export function someValue(value: unknown, parts: Parts, idx: number, test: (v: unknown) => boolean): boolean {
  if (Array.isArray(value)) {
    for (const el of value) if (someValue(el, parts, idx, test)) return true;
    if (idx < parts.length && INDEX.test(parts[idx]))
      return someValue(value[Number(parts[idx])], parts, idx + 1, test);
    return false;
  }
  if (idx === parts.length) return test(value);
  if (!isPlainObject(value) || !Object.hasOwn(value, parts[idx])) return false;
  return someValue(value[parts[idx]], parts, idx + 1, test);
}

/** The first value at `parts` (or undefined). */
export function firstValue(doc: unknown, parts: Parts): unknown {
  let found: unknown;
  someValue(doc, parts, 0, (v) => {
    found = v;
    return true;
  });
  return found;
}

/** A query value with its readings as each JSON type, so `"12"` can meet a number field. */
export interface QValue {
  raw: unknown;
  num?: number;
  str?: string;
  bool?: boolean;
}

export function qvalue(raw: unknown): QValue {
  const q: QValue = { raw };
  if (typeof raw === 'number') {
    q.num = raw;
    q.str = String(raw);
  } else if (typeof raw === 'string') {
    q.str = raw;
    const n = raw.trim() === '' ? NaN : Number(raw);
    if (Number.isFinite(n)) q.num = n;
    if (raw === 'true' || raw === 'false') q.bool = raw === 'true';
  } else if (typeof raw === 'boolean') {
    q.bool = raw;
    q.str = String(raw);
  }
  return q;
}

/** Equality after coercing the query value to the document value's type. */
export function equals(v: unknown, q: QValue): boolean {
  switch (typeof v) {
    case 'number':
      return q.num === v;
    case 'string':
      return q.str === v;
    case 'boolean':
      return q.bool === v;
    default:
      return v === null && q.raw === null;
  }
}

/** Order of a document value against a query value; undefined when they cannot be compared. */
export function compare(v: unknown, q: QValue): number | undefined {
  if (typeof v === 'number' && q.num !== undefined) return v - q.num;
  if (typeof v === 'string' && q.str !== undefined) return v < q.str ? -1 : v > q.str ? 1 : 0;
  return undefined;
}

/** A scalar query argument (string, number, boolean, null), else a 400 naming `param`. */
export function scalar(value: unknown, param: string): string | number | boolean | null {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return value as string | number | boolean | null;
  throw new QueryError(param, 'expected a single value');
}

/** Lists come as arrays, as qs objects with index keys, or as one value. */
export function toList(value: unknown, param: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.every((k) => INDEX.test(k)))
      return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k]);
    throw new QueryError(param, 'expected a list');
  }
  return [value];
}
