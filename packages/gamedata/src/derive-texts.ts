/**
 * English texts from text tables joined by game text id (souchy-i18n): a record's `_twins` holds
 * {fr, en} pairs per field; the English text is used only where the French twin equals the French
 * text the record already has, because text ids drift between game versions.
 */
import type { Rec } from './util/io.ts';
import { isObj } from './util/io.ts';

export type Cols = Map<string, Map<number, Rec>>;

/** Comparison key of a text: Unicode-normalized, whitespace collapsed, case-folded. */
export function textKey(s: string): string {
  return s.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('fr');
}

export interface TwinStats {
  used: number;
  rejected: number;
}

/** Applies every record's `_twins`; returns how many English texts were used and rejected. */
export function applyTextTwins(cols: Cols): TwinStats {
  const stats: TwinStats = { used: 0, rejected: 0 };
  for (const records of cols.values()) {
    for (const r of records.values()) {
      if (!isObj(r._twins)) continue;
      for (const [field, pair] of Object.entries(r._twins)) {
        if (!isObj(pair) || typeof pair.fr !== 'string' || typeof pair.en !== 'string') continue;
        const cur = r[field];
        const fr = isObj(cur) && typeof cur.fr === 'string' ? cur.fr : undefined;
        if (!fr || textKey(fr) !== textKey(pair.fr)) {
          stats.rejected++;
          continue;
        }
        (cur as Rec).en = pair.en;
        stats.used++;
      }
      delete r._twins;
    }
  }
  return stats;
}

/**
 * Job names in both languages (game job ids; the English names are the game's own, as in its
 * `JobId` enum and English client). The dumps name jobs in French only (dofapi-dofusguide).
 */
export const JOB_NAMES: [id: number, fr: string, en: string][] = [
  [2, 'Bûcheron', 'Lumberjack'],
  [11, 'Forgeron', 'Smith'],
  [13, 'Sculpteur', 'Carver'],
  [15, 'Cordonnier', 'Shoemaker'],
  [16, 'Bijoutier', 'Jeweller'],
  [24, 'Mineur', 'Miner'],
  [26, 'Alchimiste', 'Alchemist'],
  [27, 'Tailleur', 'Tailor'],
  [28, 'Paysan', 'Farmer'],
  [36, 'Pêcheur', 'Fisherman'],
  [41, 'Chasseur', 'Hunter'],
  [44, 'Forgemage', 'Smithmagus'],
  [48, 'Sculptemage', 'Carvmagus'],
  [60, 'Façonneur', 'Artificer'],
  [62, 'Cordomage', 'Shoemagus'],
  [63, 'Joaillomage', 'Jewelmagus'],
  [64, 'Costumage', 'Costumagus'],
  [65, 'Bricoleur', 'Handyman'],
  [74, 'Façomage', 'Craftmagus'],
];

/** Fills job names: the French where none, the English where the French name is the table's. */
export function nameJobs(jobs: Map<number, Rec>): number {
  let named = 0;
  for (const [id, fr, en] of JOB_NAMES) {
    const job = jobs.get(id);
    if (!job) continue;
    const name: Rec = isObj(job.name) ? job.name : {};
    if (typeof name.fr !== 'string') name.fr = fr;
    if (textKey(String(name.fr)) !== textKey(fr)) continue;
    if (typeof name.en !== 'string' || name.en === name.fr) name.en = en;
    job.name = name;
    named++;
  }
  return named;
}
