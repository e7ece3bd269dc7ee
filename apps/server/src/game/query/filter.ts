/**
 * Compiles a Feathers/MongoDB-style filter object into a predicate over documents. Query-string
 * values are strings: each is checked against the field's inferred type and coerced at match time.
 */
import { QueryError } from './errors';
import { matchAll, parseRegex, REGEX } from './regex';
import { fieldKind, type Schema } from './schema';
import { slugify } from './slug';
import type { SlugIndex } from './slug-index';
import {
  compare,
  equals,
  isPlainObject,
  qvalue,
  scalar,
  someValue,
  splitPath,
  sub,
  toList,
  type Parts,
  type QValue,
} from './values';

export type Predicate = (doc: unknown, index: number) => boolean;

export interface FilterContext {
  schema: Schema;
  lang: string;
  /** Search slugs of the top-level documents by index (for `name`/`slug` `$search`). */
  slugs?: (lang: string) => SlugIndex;
  /** Schema path of the current documents (non-empty inside `$elemMatch`). */
  base: readonly string[];
  /** `$or`/`$and` nesting so far. */
  depth: number;
  /** Distinct texts found at a dotted schema path (i18n objects read in `lang`), for `$regex`. */
  texts?: (path: string, lang: string) => readonly string[];
  /** Shared by the whole query: `$regex` conditions compiled so far. */
  regexCount?: { n: number };
}

export const LIMITS = { in: 500, depth: 4, branches: 100, search: 200 } as const;
const RANGE_OPS = new Set(['$lt', '$lte', '$gt', '$gte']);

const always: Predicate = () => true;

function all(preds: Predicate[]): Predicate {
  if (preds.length === 0) return always;
  if (preds.length === 1) return preds[0];
  return (doc, i) => preds.every((p) => p(doc, i));
}

/** Top level of a filter: field conditions, `$or`, `$and`. */
export function compileFilter(query: Record<string, unknown>, ctx: FilterContext, param = ''): Predicate {
  const preds: Predicate[] = [];
  for (const [key, value] of Object.entries(query)) {
    const p = sub(param, key);
    if (key === '$or' || key === '$and') preds.push(compileLogical(key, value, ctx, p));
    else if (key.startsWith('$')) throw new QueryError(p, `unknown operator ${key}`);
    else preds.push(compileField(splitPath(key, p), value, ctx, p));
  }
  return all(preds);
}

function compileLogical(op: '$or' | '$and', value: unknown, ctx: FilterContext, param: string): Predicate {
  if (ctx.depth + 1 > LIMITS.depth)
    throw new QueryError(param, `${op} nested deeper than ${LIMITS.depth} levels`);
  const branches = toList(value, param);
  if (branches.length === 0) throw new QueryError(param, `${op} needs at least one condition`);
  if (branches.length > LIMITS.branches)
    throw new QueryError(param, `${op} has more than ${LIMITS.branches} conditions`);
  const inner = { ...ctx, depth: ctx.depth + 1 };
  const preds = branches.map((branch, i) => {
    if (!isPlainObject(branch)) throw new QueryError(sub(param, i), 'expected an object of conditions');
    return compileFilter(branch, inner, sub(param, i));
  });
  if (op === '$and') return all(preds);
  return (doc, i) => preds.some((p) => p(doc, i));
}

/** `field=value`, `field[$op]=value...`, `field[]=a&field[]=b` ($in) or `field[sub]=value` (nested). */
function compileField(parts: Parts, value: unknown, ctx: FilterContext, param: string): Predicate {
  if (Array.isArray(value)) return compileOp(parts, '$in', value, ctx, param);
  if (!isPlainObject(value)) return compileOp(parts, '$eq', value, ctx, param);
  const keys = Object.keys(value);
  if (keys.length === 0) throw new QueryError(param, 'empty condition');
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length === 0) {
    return all(
      keys.map((k) => compileField([...parts, ...splitPath(k, sub(param, k))], value[k], ctx, sub(param, k))),
    );
  }
  if (ops.length !== keys.length) throw new QueryError(param, 'cannot mix operators and sub-fields');
  if (keys.includes('$options') && !keys.includes('$regex'))
    throw new QueryError(sub(param, '$options'), '$options needs $regex');
  return all(
    keys
      .filter((op) => op !== '$options')
      .map((op) =>
        op === '$regex'
          ? regexPredicate(parts, value.$regex, value.$options, ctx, sub(param, op))
          : compileOp(parts, op, value[op], ctx, sub(param, op)),
      ),
  );
}

/** A query value checked against the field's type: `level[$gte]=abc` is refused when `level` is numeric. */
function checked(parts: Parts, raw: unknown, ctx: FilterContext, param: string): QValue {
  const q = qvalue(scalar(raw, param));
  if (typeof raw !== 'string') return q;
  const kind = fieldKind(ctx.schema, [...ctx.base, ...parts].join('.'));
  // An empty value on a numeric field (`id[]=`, a client joining an empty id list): mongoose, under
  // DofusDB, casts it to null, which no game id equals; it matches nothing rather than being a 400.
  if (kind === 'number' && raw.trim() === '') return { raw: null };
  if (kind === 'number' && q.num === undefined) throw new QueryError(param, `"${raw}" is not a number`);
  if (kind === 'boolean' && q.bool === undefined)
    throw new QueryError(param, `"${raw}" is not true or false`);
  return q;
}

function compileOp(parts: Parts, op: string, arg: unknown, ctx: FilterContext, param: string): Predicate {
  switch (op) {
    case '$eq':
    case '$ne': {
      const eq = equalsPredicate(parts, arg === null ? null : checked(parts, arg, ctx, param));
      return op === '$eq' ? eq : (doc) => !eq(doc, -1);
    }
    case '$in':
    case '$nin': {
      const inn = inPredicate(parts, arg, ctx, param);
      return op === '$in' ? inn : (doc) => !inn(doc, -1);
    }
    case '$search':
      return searchPredicate(parts, arg, ctx, param);
    case '$regex':
      return regexPredicate(parts, arg, undefined, ctx, param);
    case '$elemMatch':
      return elemMatchPredicate(parts, arg, ctx, param);
    case '$exists': {
      const want = qvalue(scalar(arg, param)).bool;
      if (want === undefined) throw new QueryError(param, 'expected true or false');
      const has = (doc: unknown) => someValue(doc, parts, 0, (v) => v !== undefined && v !== null);
      return (doc) => has(doc) === want;
    }
    default:
      if (RANGE_OPS.has(op)) return rangePredicate(parts, op, checked(parts, arg, ctx, param));
      throw new QueryError(param, `unknown operator ${op}`);
  }
}

function equalsPredicate(parts: Parts, q: QValue | null): Predicate {
  if (q === null) return (doc) => !someValue(doc, parts, 0, (v) => v !== undefined && v !== null);
  return (doc) => someValue(doc, parts, 0, (v) => equals(v, q));
}

function rangePredicate(parts: Parts, op: string, q: QValue): Predicate {
  const ok: (c: number) => boolean =
    op === '$lt' ? (c) => c < 0 : op === '$lte' ? (c) => c <= 0 : op === '$gt' ? (c) => c > 0 : (c) => c >= 0;
  return (doc) =>
    someValue(doc, parts, 0, (v) => {
      const c = compare(v, q);
      return c !== undefined && ok(c);
    });
}

function inPredicate(parts: Parts, arg: unknown, ctx: FilterContext, param: string): Predicate {
  const list = toList(arg, param);
  if (list.length > LIMITS.in) throw new QueryError(param, `more than ${LIMITS.in} values`);
  const nums = new Set<number>();
  const strs = new Set<string>();
  const bools = new Set<boolean>();
  list.forEach((raw, i) => {
    const q = checked(parts, raw, ctx, sub(param, i));
    if (q.num !== undefined) nums.add(q.num);
    if (q.str !== undefined) strs.add(q.str);
    if (q.bool !== undefined) bools.add(q.bool);
  });
  const has = (v: unknown) =>
    typeof v === 'number'
      ? nums.has(v)
      : typeof v === 'string'
        ? strs.has(v)
        : typeof v === 'boolean' && bools.has(v);
  return (doc) => someValue(doc, parts, 0, has);
}

/** The text of a value for `$search`: a string, or the `lang` entry of an i18n object. */
function textOf(v: unknown, lang: string): string | undefined {
  if (typeof v === 'string') return v;
  if (isPlainObject(v)) {
    const t = v[lang] ?? v.fr;
    return typeof t === 'string' ? t : undefined;
  }
  return undefined;
}

/** Literal, case- and accent-insensitive substring match on slugs (never a regex). */
function searchPredicate(parts: Parts, arg: unknown, ctx: FilterContext, param: string): Predicate {
  const raw = scalar(arg, param);
  if (typeof raw !== 'string' && typeof raw !== 'number') throw new QueryError(param, 'expected text');
  const text = String(raw);
  if (text.length > LIMITS.search) throw new QueryError(param, `longer than ${LIMITS.search} characters`);
  const needle = slugify(text);
  const { lang, slugs } = ctx;
  const onName = parts.length === 1 && (parts[0] === 'name' || parts[0] === 'slug');
  const slow: Predicate = (doc) =>
    someValue(doc, onName ? ['slug'] : parts, 0, (v) => slugify(textOf(v, lang) ?? '').includes(needle)) ||
    (onName && someValue(doc, ['name'], 0, (v) => slugify(textOf(v, lang) ?? '').includes(needle)));
  if (!onName || !slugs || ctx.base.length > 0) return slow;
  const has = slugs(lang).membership(needle);
  return (doc, i) => (i >= 0 ? has(i) : slow(doc, i));
}

/** `effects[$elemMatch][characteristic]=10&effects[$elemMatch][to][$gte]=50`: one element meets all. */
function elemMatchPredicate(parts: Parts, arg: unknown, ctx: FilterContext, param: string): Predicate {
  if (!isPlainObject(arg) || Object.keys(arg).length === 0)
    throw new QueryError(param, 'expected an object of conditions');
  const inner: FilterContext = { ...ctx, base: [...ctx.base, ...parts], depth: ctx.depth };
  const keys = Object.keys(arg);
  const onScalars = keys.every((k) => k.startsWith('$') && k !== '$or' && k !== '$and');
  const pred = onScalars ? compileField([], arg, inner, param) : compileFilter(arg, inner, param);
  return (doc) => someValue(doc, parts, 0, (el) => pred(el, -1));
}

/**
 * `name.fr[$regex]=^bottes&name.fr[$options]=i`: the pattern runs once over the field's distinct
 * texts under a time budget (regex.ts); documents then match by set membership. An i18n object
 * (`name[$regex]`) is read in the query language, like `$search`.
 */
function regexPredicate(
  parts: Parts,
  pattern: unknown,
  options: unknown,
  ctx: FilterContext,
  param: string,
): Predicate {
  const counter = ctx.regexCount ?? { n: 0 };
  if (++counter.n > REGEX.maxPerQuery) throw new QueryError(param, `more than ${REGEX.maxPerQuery} $regex conditions`);
  const regex = parseRegex(scalar(pattern, param), options === undefined ? undefined : scalar(options, param), param);
  const { lang } = ctx;
  const path = [...ctx.base, ...parts].join('.');
  const candidates = ctx.texts ? ctx.texts(path, lang) : [];
  const hits = ctx.texts ? matchAll(regex, candidates, param) : undefined;
  const test = (v: unknown) => {
    const text = textOf(v, lang);
    if (text === undefined) return false;
    return (hits ?? matchAll(regex, [text], param)).has(text);
  };
  return (doc) => someValue(doc, parts, 0, test);
}
