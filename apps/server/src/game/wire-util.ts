/** Small helpers of the DofusDB document shapes (wire-shapes.ts). */
export type Rec = Readonly<Record<string, unknown>>;

/** `base` + `path` with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The reference form of an embedded document: `_id`, `id`, `name`. */
export function minimal(doc: Rec): Rec {
  return { _id: String(doc.id), id: doc.id, name: doc.name };
}

/** Every record carries `_id` (DofusDB's Mongo key); ours is the game id as a string. */
export function withMongoId(doc: Rec): Rec {
  return '_id' in doc || doc.id === undefined ? doc : { _id: String(doc.id), ...doc };
}

/** The documents of a list by game id. */
export function byId(docs: readonly Rec[] | undefined): Map<number, Rec> {
  const out = new Map<number, Rec>();
  for (const doc of docs ?? []) if (typeof doc.id === 'number') out.set(doc.id, doc);
  return out;
}

/** The numbers of a list field (ids), anything else left out. */
export const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
