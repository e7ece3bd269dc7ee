/** The JSON Schema of a game collection's documents, read from the documents it serves. */
type Json = Record<string, unknown>;

const jsonTypeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value;

const typeKeyword = (types: ReadonlySet<string>): Json => {
  const list = [...types].sort();
  return list.length === 1 ? { type: list[0] } : { type: list };
};

/**
 * Top-level fields of a collection's documents with the JSON types their values have (list fields
 * with the types of their elements), read from every document served.
 */
export function documentSchema(docs: readonly unknown[]): Json {
  const types = new Map<string, Set<string>>();
  const elements = new Map<string, Set<string>>();
  for (const doc of docs) {
    if (!doc || typeof doc !== 'object') continue;
    for (const [key, value] of Object.entries(doc)) {
      if (value === undefined) continue; // left out of the JSON answer
      let set = types.get(key);
      if (!set) types.set(key, (set = new Set()));
      set.add(jsonTypeOf(value));
      if (!Array.isArray(value)) continue;
      let items = elements.get(key);
      if (!items) elements.set(key, (items = new Set()));
      for (const element of value) if (element !== undefined) items.add(jsonTypeOf(element));
    }
  }
  const properties: Json = {};
  for (const [key, set] of types) {
    const items = elements.get(key);
    properties[key] = { ...typeKeyword(set), ...(items && items.size > 0 ? { items: typeKeyword(items) } : {}) };
  }
  return { type: 'object', properties, required: properties.id ? ['id'] : [], additionalProperties: true };
}

