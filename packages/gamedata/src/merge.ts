import type { SourceData } from './adapters/adapter.ts';
import type { FieldChange } from './types.ts';
import type { Rec } from './util/io.ts';
import { clonePlain, fillMissing } from './merge-fill.ts';
import { FIELD_RULES, type FieldRule } from './merge-rules.ts';

export { fillMissing } from './merge-fill.ts';

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
  /** Where a newer source's value replaced an older source's different one (fields of FIELD_RULES). */
  changes: FieldChange[];
}

/** Counts, per field aspect and pair of sources, the records where the newer value replaced another. */
class ChangeTally {
  private readonly counts = new Map<string, FieldChange>();
  /** Which source gave each ruled field its value: `collection/id/field` → source. */
  private readonly owners = new Map<string, string>();

  own(collection: string, id: number, rec: Rec, source: string, rules: Readonly<Record<string, FieldRule>>): void {
    for (const field of Object.keys(rules)) {
      const key = `${collection}/${id}/${field}`;
      if (rec[field] !== undefined && rec[field] !== null && !this.owners.has(key)) this.owners.set(key, source);
    }
  }

  compare(collection: string, id: number, cur: Rec, lower: Rec, source: string, rules: Readonly<Record<string, FieldRule>>): void {
    for (const [field, rule] of Object.entries(rules)) {
      const higher = cur[field];
      const older = lower[field];
      if (higher === undefined || higher === null || older === undefined || older === null) continue;
      const newer = this.owners.get(`${collection}/${id}/${field}`) ?? '?';
      for (const aspect of rule.differs(higher, older)) {
        const key = [collection, field, aspect, newer, source].join('\u0000');
        const change = this.counts.get(key) ?? { collection, field, aspect, records: 0, newer, older: source };
        change.records++;
        this.counts.set(key, change);
      }
      if (rule.join) cur[field] = rule.join(higher, older);
    }
  }

  list(): FieldChange[] {
    return [...this.counts.values()].sort(
      (a, b) => a.collection.localeCompare(b.collection) || a.field.localeCompare(b.field) || b.records - a.records,
    );
  }
}

/**
 * Joins every source's partial records by collection + id; per field, the highest-ranked source
 * that has it wins (ties broken by source name, for a stable result). Fields of FIELD_RULES also count
 * where the winner changed an older source's value, and may take parts of it (monster grades).
 */
export function mergeSources(results: SourceResult[]): Merged {
  const ordered = [...results].sort((a, b) => b.rank - a.rank || a.name.localeCompare(b.name));
  const collections = new Map<string, Map<number, Rec>>();
  const sourcesByCollection = new Map<string, string[]>();
  const tally = new ChangeTally();
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
      const rules = FIELD_RULES[col];
      for (const [id, rec] of records) {
        const cur = target.get(id);
        if (cur) {
          if (rules) tally.compare(col, id, cur, rec, src.name, rules);
          fillMissing(cur, rec);
        } else target.set(id, clonePlain(rec) as Rec);
        if (rules) tally.own(col, id, rec, src.name, rules);
      }
    }
  }
  return { collections, sourcesByCollection, changes: tally.list() };
}
