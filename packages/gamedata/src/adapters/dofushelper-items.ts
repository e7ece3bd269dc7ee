import type { Adapter, SourceData } from './adapter.ts';
import { Out } from './adapter.ts';
import { readOptional, num, isObj, type Rec } from '../util/io.ts';

/**
 * The two files, oldest first: a later file overwrites an earlier one per item (Dofus 2.64 of
 * August 2022 wins over 2.59 of May 2021; items removed by the 2.60 job rework keep their 2021 record).
 */
export const DOFUSHELPER_FILES = ['gameItems-2021-05.json', 'gameItems-2022-08.json'] as const;

/** `{"<typeId>": [{id, nameId, level, …}]}` → item id → {typeId, level}. */
export function readGameItems(json: unknown, out: Out): number {
  if (!isObj(json)) return 0;
  let n = 0;
  for (const [key, list] of Object.entries(json)) {
    const typeId = num(key);
    if (typeId === undefined || !Array.isArray(list)) continue;
    for (const it of list as Rec[]) {
      const id = num(it?.id);
      if (id === undefined) continue;
      const level = num(it.level);
      // Level 0 is the game's "no level" (16 items per file): other sources may know better.
      out.put('items', id, { typeId, level: level !== undefined && level > 0 ? level : undefined });
      n++;
    }
  }
  return n;
}

/**
 * JustNao/DofusHelper: the game type id and level of every item of the D2O `Items` table (no texts),
 * Dofus 2.59 (2021) and 2.64 (2022). Ranked with the 2021-22 sources: newer sources (Datafus 2.73
 * recipes, dofus-forge, dofuslab…) keep their type and level; this fills the items only they lacked.
 */
export const dofushelperItems: Adapter = {
  name: 'dofushelper-items',
  gameVersion: '2.64 (2022), 2.59 (2021)',
  commit: '0d85ae4f99d16c155c607743501aa7a64a6885dc',
  rank: 54,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    let done = 0;
    for (const file of DOFUSHELPER_FILES) {
      readGameItems(await readOptional(ctx.dir, file), out);
      ctx.onProgress?.(++done, DOFUSHELPER_FILES.length, file);
    }
    return out.data;
  },
};
