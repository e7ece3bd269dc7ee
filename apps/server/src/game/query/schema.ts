/** Field types inferred from the documents, so query strings can be checked and coerced per field. */

export const T_NUM = 1;
export const T_STR = 2;
export const T_BOOL = 4;
export const T_OBJ = 8;
export const T_NULL = 16;

/** Dotted path (arrays are transparent) → bit set of the JSON types seen there. */
export type Schema = ReadonlyMap<string, number>;

const MAX_DEPTH = 8;

function typeBit(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return T_NUM;
    case 'string':
      return T_STR;
    case 'boolean':
      return T_BOOL;
    default:
      return value === null ? T_NULL : T_OBJ;
  }
}

function walk(value: unknown, path: string, depth: number, out: Map<string, number>): void {
  if (Array.isArray(value)) {
    for (const el of value) walk(el, path, depth, out);
    return;
  }
  if (path !== '') out.set(path, (out.get(path) ?? 0) | typeBit(value));
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return;
  for (const [key, child] of Object.entries(value))
    walk(child, path === '' ? key : `${path}.${key}`, depth + 1, out);
}

export function inferSchema(docs: readonly unknown[]): Schema {
  const out = new Map<string, number>();
  for (const doc of docs) walk(doc, '', 0, out);
  return out;
}

/** The expected scalar kind of a field when it is unambiguous (null allowed alongside). */
export function fieldKind(schema: Schema, path: string): 'number' | 'boolean' | undefined {
  const bits = (schema.get(path) ?? 0) & ~T_NULL;
  if (bits === T_NUM) return 'number';
  if (bits === T_BOOL) return 'boolean';
  return undefined;
}
