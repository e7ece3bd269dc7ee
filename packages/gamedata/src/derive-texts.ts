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
