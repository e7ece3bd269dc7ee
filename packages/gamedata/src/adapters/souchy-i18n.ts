import path from 'node:path';
import type { Adapter, SourceData } from './adapter.ts';
import { Out } from './adapter.ts';
import { readOptional, readD2O, num, isObj, type Rec } from '../util/io.ts';

type Table = Record<string, string>;

/**
 * The D2O text-id fields whose join into the 2.65 tables SOURCES.md checked (older ids are stable;
 * newer ones were reused for other texts): table, field of the text id, target collection and field.
 */
export const TWIN_FIELDS = [
  { table: 'Effects', idField: 'descriptionId', collection: 'effects', field: 'description' },
  { table: 'SpellStates', idField: 'nameId', collection: 'spell-states', field: 'name' },
  { table: 'Breeds', idField: 'shortNameId', collection: 'breeds', field: 'shortName' },
  { table: 'Breeds', idField: 'shortNameId', collection: 'breeds', field: 'name' },
] as const;

/** A usable text: not empty, and not Ankama's `[!] ` marker of an untranslated (French) string. */
export function usableText(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t === '' || t.startsWith('[!]') ? undefined : t;
}

/**
 * Text pairs for records, keyed by game id: `_twins: {<field>: {fr, en}}`. The derive step copies the
 * English text only onto a record whose French text equals the French twin (text ids drift between
 * game versions, so a join by id alone could name a record with another record's text).
 */
export function twinsFromTables(fr: Table, en: Table, d2o: Map<string, Rec[]>, out: Out): number {
  let n = 0;
  for (const t of TWIN_FIELDS) {
    for (const r of d2o.get(t.table) ?? []) {
      const textId = num(r[t.idField]);
      if (textId === undefined) continue;
      const f = usableText(fr[String(textId)]);
      const e = usableText(en[String(textId)]);
      if (!f || !e) continue;
      out.put(t.collection, num(r.id), { _twins: { [t.field]: { fr: f, en: e } } });
      n++;
    }
  }
  return n;
}

/**
 * Souchy/DofusDB: the game's FR/EN text tables of Dofus 2.65, filtered to spell-viewer texts (effect
 * templates, spell states, class names). Joined through the text ids of Datafus's D2O tables.
 */
export const souchyI18n: Adapter = {
  name: 'souchy-i18n',
  gameVersion: '2.65',
  commit: '047c9eb2ef5ac7781cb544ce0df91715b0e8daed',
  rank: 56,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const fr = await readOptional<Table>(ctx.dir, 'i18n_fr-2.65.json');
    const en = await readOptional<Table>(ctx.dir, 'i18n_en-2.65.json');
    ctx.onProgress?.(1, 2, 'text tables');
    if (isObj(fr) && isObj(en)) {
      const datafusDir = path.join(ctx.gamedataDir, 'datafus');
      const d2o = new Map<string, Rec[]>();
      for (const table of new Set(TWIN_FIELDS.map((t) => t.table)))
        d2o.set(table, await readD2O(datafusDir, table));
      twinsFromTables(fr, en, d2o, out);
    }
    ctx.onProgress?.(2, 2, 'done');
    return out.data;
  },
};
