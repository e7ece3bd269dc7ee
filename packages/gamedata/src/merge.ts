import type { SourceData } from './adapters/adapter.ts';
import type { Rec } from './util/io.ts';

export interface SourceResult {
  name: string;
  rank: number;
  gameVersion: string;
  commit?: string;
  data: SourceData;
}

export interface Merged {
  collections: Map<string, Map<number, Rec>>;
  /** Source names that contributed records, per collection (highest rank first). */
  sourcesByCollection: Map<string, string[]>;
}

function isPlain(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Copy of plain objects (arrays and leaves shared): merged records never alias a source's objects. */
function clonePlain(v: unknown): unknown {
  if (!isPlain(v)) return v;
  const out: Rec = {};
  for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = clonePlain(x);
  return out;
}

/**
 * Fills `target` with the fields of `lower` (a lower-ranked source) that it lacks. Plain objects merge
 * field by field: an I18nText (`{fr, en, …}`) therefore merges per language, so a higher source's
 * `fr` never erases a lower source's `en`. Arrays and scalars: the higher source's value stands.
 */
export function fillMissing(target: Rec, lower: Rec): void {
  for (const [k, v] of Object.entries(lower)) {
    if (v === undefined || v === null) continue;
    const cur = target[k];
    if (cur === undefined || cur === null) target[k] = clonePlain(v);
    else if (isPlain(cur) && isPlain(v)) fillMissing(cur, v);
  }
}

/**
 * Joins every source's partial records by collection + id; per field, the highest-ranked source
 * that has it wins (ties broken by source name, for a stable result).
 */
export function mergeSources(results: SourceResult[]): Merged {
  const ordered = [...results].sort((a, b) => b.rank - a.rank || a.name.localeCompare(b.name));
  const collections = new Map<string, Map<number, Rec>>();
  const sourcesByCollection = new Map<string, string[]>();
  for (const src of ordered) {
    for (const [col, records] of src.data) {
      if (records.size === 0) continue;
      let target = collections.get(col);
      if (!target) {
        target = new Map();
        collections.set(col, target);
      }
      const used = sourcesByCollection.get(col) ?? [];
      if (!used.includes(src.name)) used.push(src.name);
      sourcesByCollection.set(col, used);
      for (const [id, rec] of records) {
        const cur = target.get(id);
        if (cur) fillMissing(cur, rec);
        else target.set(id, clonePlain(rec) as Rec);
      }
    }
  }
  return { collections, sourcesByCollection };
}
