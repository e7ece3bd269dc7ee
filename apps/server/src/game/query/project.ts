/** Sorting and `$select` projection of matched documents. */
import type { SortKey } from './options';
import { firstValue, isPlainObject, type Parts } from './values';

const collators = new Map<string, Intl.Collator>();
function collator(lang: string): Intl.Collator {
  let c = collators.get(lang);
  if (!c) {
    c = new Intl.Collator(lang, { sensitivity: 'variant', numeric: true });
    collators.set(lang, c);
  }
  return c;
}

/** Sort value of a field: its first value; an i18n object sorts by its `lang` text. */
function sortValue(doc: unknown, parts: Parts, lang: string): unknown {
  const v = firstValue(doc, parts);
  if (isPlainObject(v) && typeof (v[lang] ?? v.fr) === 'string') return v[lang] ?? v.fr;
  return v;
}

/** Missing/null < numbers < strings < booleans < anything else (MongoDB's order, roughly). */
function rank(v: unknown): number {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'number') return 1;
  if (typeof v === 'string') return 2;
  if (typeof v === 'boolean') return 3;
  return 4;
}

function compareValues(a: unknown, b: unknown, strings: Intl.Collator): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 1) return (a as number) - (b as number);
  if (ra === 2) return strings.compare(a as string, b as string);
  if (ra === 3) return Number(a) - Number(b);
  return 0;
}

/** Level fields where 0 means "level unknown" (the data's default for a required level). */
const LEVEL_FIELD = /^level(Min|Max)?$/;

/** A value the sort puts after every known value, in both directions: missing, null, or a level of 0. */
function isUnknown(v: unknown, parts: Parts): boolean {
  if (v === undefined || v === null) return true;
  return v === 0 && LEVEL_FIELD.test(String(parts[parts.length - 1]));
}

/**
 * Sorts document indexes by `keys`, then by `id` ascending as the tie-breaker. Unknown values (see
 * `isUnknown`) come last whether the order is ascending or descending, so a list never leads with them.
 */
export function sortIndexes(
  indexes: number[],
  docs: readonly unknown[],
  keys: SortKey[],
  lang: string,
): number[] {
  const all = keys.some((k) => k.parts.length === 1 && k.parts[0] === 'id')
    ? keys
    : [...keys, { parts: ['id'], dir: 1 as const }];
  const strings = collator(lang);
  const decorated = indexes.map((i) => ({ i, values: all.map((k) => sortValue(docs[i], k.parts, lang)) }));
  decorated.sort((a, b) => {
    for (let k = 0; k < all.length; k++) {
      const ua = isUnknown(a.values[k], all[k].parts);
      const ub = isUnknown(b.values[k], all[k].parts);
      if (ua !== ub) return ua ? 1 : -1;
      if (ua) continue;
      const c = compareValues(a.values[k], b.values[k], strings);
      if (c !== 0) return c * all[k].dir;
    }
    return a.i - b.i;
  });
  return decorated.map((d) => d.i);
}

function pick(src: unknown, parts: Parts, idx: number): unknown {
  if (idx === parts.length) return src;
  if (Array.isArray(src)) return src.map((el) => pick(el, parts, idx)).filter((v) => v !== undefined);
  if (!isPlainObject(src) || !Object.hasOwn(src, parts[idx])) return undefined;
  const inner = pick(src[parts[idx]], parts, idx + 1);
  return inner === undefined ? undefined : { [parts[idx]]: inner };
}

function merge(a: unknown, b: unknown): unknown {
  if (isPlainObject(a) && isPlainObject(b)) {
    const out: Record<string, unknown> = { ...a };
    for (const [k, v] of Object.entries(b)) out[k] = k in out ? merge(out[k], v) : v;
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return a.map((v, i) => merge(v, b[i]));
  return b;
}

/** Keeps `id` and the selected (possibly dotted) fields. */
export function project(doc: unknown, select: readonly Parts[] | undefined): unknown {
  if (!select || !isPlainObject(doc)) return doc;
  let out: unknown = Object.hasOwn(doc, 'id') ? { id: doc.id } : {};
  for (const parts of select) {
    const picked = pick(doc, parts, 0);
    if (picked !== undefined) out = merge(out, picked);
  }
  return out;
}
