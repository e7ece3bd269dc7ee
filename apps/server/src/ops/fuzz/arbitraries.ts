/** fast-check generators of hostile REST requests: odd ids, query strings and JSON bodies. */
import fc from 'fast-check';

/** URL-encodes; lone surrogates (which cannot be encoded) are sent as U+FFFD like a browser would. */
function enc(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** Strings a careless server chokes on: NUL bytes, SQL, operators, path tricks, huge numbers, long text. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  '$gt',
  '$ne',
  '$where',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '-0',
  '1.5',
  '99999999999999999999999',
  '9007199254740993',
  '0x10',
  '\uD800',
  '\uFFFF',
  '🐉'.repeat(40),
  'é'.repeat(300),
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '[]',
  '{}',
];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MIN_VALUE, 1.5),
);

/** Feathers/Knex query operators and prototype keys, the ones most likely to reach SQL or JS objects. */
const OPERATOR_KEYS = [
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$ne',
  '$in',
  '$nin',
  '$like',
  '$ilike',
  '$notlike',
  '$or',
  '$and',
  '$limit',
  '$skip',
  '$sort',
  '$select',
  '$eager',
  '$joinRelation',
  '$modify',
  '$regex',
  '$search',
  '__proto__',
  'constructor',
];

/** Any JSON value, with hostile leaves and operator objects mixed in. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom(...OPERATOR_KEYS)), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A record from the service itself, bent: fields dropped, swapped for hostile values, extra keys added. */
export function bentRecord(templates: Record<string, unknown>[]): fc.Arbitrary<unknown> {
  if (templates.length === 0) return nastyJson;
  return fc
    .tuple(
      fc.constantFrom(...templates),
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.constantFrom('drop', 'replace', 'add'),
          nastyJson,
          fc.oneof(nastyString, fc.constantFrom(...OPERATOR_KEYS)),
        ),
        { maxLength: 4 },
      ),
    )
    .map(([template, edits]) => {
      const record: Record<string, unknown> = { ...template };
      const keys = Object.keys(template);
      for (const [index, kind, value, extraKey] of edits) {
        const key = keys.length > 0 ? keys[index % keys.length]! : extraKey;
        if (kind === 'drop') delete record[key];
        else if (kind === 'replace') record[key] = value;
        else
          Object.defineProperty(record, extraKey, {
            value,
            enumerable: true,
            configurable: true,
            writable: true,
          });
      }
      return record;
    });
}

/** Puts `__proto__`/`constructor` keys in a JSON object's text (JSON.stringify cannot write `__proto__`). */
function withPrototypeKeys(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  const poison = '"__proto__":{"roles":["admin"],"_id":1},"constructor":{"prototype":{"roles":["admin"]}}';
  if (text === '{}') return `{${poison}}`;
  if (text.startsWith('{')) return `{${poison},${text.slice(1)}`;
  return `{${poison},"value":${text}}`;
}

/** A request body, as raw text: mostly JSON (objects, arrays, scalars), sometimes with a `__proto__` key. */
export function body(templates: Record<string, unknown>[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: bentRecord(templates).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: nastyJson.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: bentRecord(templates).map(withPrototypeKeys) },
  );
}

const bracketKey = (fields: string[]) =>
  fc.oneof(
    fc.constantFrom(...fields, ...OPERATOR_KEYS, 'lang', 'a'),
    fc
      .tuple(fc.constantFrom(...fields, 'a'), fc.constantFrom(...OPERATOR_KEYS, '', '0', 'x'))
      .map(([a, b]) => `${a}[${b}]`),
    fc
      .tuple(
        fc.constantFrom('$or', '$and'),
        fc.nat(3),
        fc.constantFrom(...fields, 'a'),
        fc.constantFrom(...OPERATOR_KEYS, ''),
      )
      .map(([op, i, f, o]) => `${op}[${i}][${f}]${o ? `[${o}]` : ''}`),
    fc.constantFrom(
      '$sort[__proto__]',
      '$select[]',
      '$select[0]',
      '$limit[]',
      'a[b][c][d][e][f][g][h][i][j][k]',
      '__proto__[roles]',
      'constructor[prototype][x]',
      '$sort[a]',
      '$in[]',
    ),
    nastyString.map((key) => enc(key)),
  );

/** A query string (`a=1&b[$gt]=2…`), keys from the service's own fields and Feathers' operators. */
export function queryString(fields: string[]): fc.Arbitrary<string> {
  const pair = fc.tuple(
    bracketKey(fields),
    fc.oneof(
      nastyString.map((v) => enc(v)),
      nastyNumber.map(String),
      fc.constantFrom('%', '%E0%A4%A', '%00', ''),
    ),
  );
  return fc
    .array(pair, { maxLength: 6 })
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
}

/** An id: one that exists, or a hostile one. Path segments are URL-encoded (some raw escapes on purpose). */
export function recordId(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...(known.length > 0
      ? [{ weight: 3, arbitrary: fc.constantFrom(...known).map(encodeURIComponent) }]
      : []),
    { weight: 2, arbitrary: nastyString.map((value) => enc(value) || '%20') },
    { weight: 1, arbitrary: nastyNumber.map((n) => enc(String(n))) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '..%2F..', 'null', '1;2', '1,2') },
  );
}
