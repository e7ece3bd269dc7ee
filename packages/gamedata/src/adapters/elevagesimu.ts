import path from 'node:path';
import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num, numArr, type Rec } from '../util/io.ts';

interface Species {
  id: number;
  family: string;
  name: string;
  generation?: number;
  colors?: string[];
  capturable?: boolean;
  breedable?: boolean;
  itemId?: number;
  captureMonsterId?: number | null;
  crossings?: number[][];
  stats?: { name: string; effectId?: number; r1?: number; r2?: number }[];
}

/**
 * noazzouzi/ElevageSimu (Dofus 3.6.12.16 client tables, 2026, FR): the 308 mounts with breeding data, and
 * the XP tables. Mount EN names come from dofus-forge `en/mounts.json` (sibling folder) joined by item id.
 */
export const elevagesimu: Adapter = {
  name: 'elevagesimu',
  gameVersion: '3.6.12.16',
  commit: '826c7907d63018ec0e47ad6b21dd5b5b7bc3d875',
  // Newest client of all sources (3.6.12.16 > dofus-forge 3.6.10.10): its mount fields win.
  rank: 105,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const j = await readOptional<{ families?: Record<string, Rec>; species?: Species[] }>(
      ctx.dir,
      'species.json',
    );
    const enByItem = new Map<number, string>();
    const en = await readOptional<{ ankama_id: number; name: string }[]>(
      path.join(ctx.gamedataDir, 'dofus-forge', 'en'),
      'mounts.json',
    );
    for (const m of en ?? []) enByItem.set(m.ankama_id, m.name);
    const families = j?.families ?? {};
    // Each family's capture zone names a sub-area and its area (FR): used to name game areas.
    const zones = Object.values(families).map((f) => (f.captureZone ?? {}) as Rec);
    out.put('_capture-zones', 0, {
      list: zones
        .map((z) => ({ subArea: i18n({ fr: z.subarea as string }), area: i18n({ fr: z.area as string }) }))
        .filter((z) => z.subArea && z.area),
    });
    for (const s of j?.species ?? []) {
      const fam = families[s.family];
      out.put('mounts', s.id, {
        name: i18n({ fr: s.name, en: s.itemId !== undefined ? enByItem.get(s.itemId) : undefined }),
        familyId: num(fam?.dofusdbFamilyId),
        family: s.family,
        generation: s.generation,
        colors: s.colors,
        capturable: s.capturable,
        breedable: s.breedable,
        itemId: s.itemId,
        captureMonsterId: s.captureMonsterId ?? undefined,
        crossings: (s.crossings ?? []).map((p) => numArr(p)),
        effects: (s.stats ?? [])
          .filter((st) => st.effectId !== undefined && st.r1 !== undefined)
          .map((st) => ({ effectId: st.effectId, characteristic: 0, from: st.r1, to: st.r1 })),
      });
    }
    const xp = await readOptional<Record<string, Record<string, number>>>(ctx.dir, 'dpln-xp-tables.json');
    if (xp) {
      let id = 1;
      for (const [table, levels] of Object.entries(xp)) {
        out.put('xp-tables', id++, {
          table,
          levels: Object.entries(levels).map(([lvl, total]) => [Number(lvl), total]),
        });
      }
    }
    ctx.onProgress?.(1, 1, 'done');
    return out.data;
  },
};
