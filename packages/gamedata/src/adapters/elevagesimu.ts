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
  geneticWeight?: number;
  itemId?: number;
  extractionQty?: number;
  genetons?: Record<string, number>;
  captureMonsterId?: number | null;
  crossings?: number[][];
  stats?: { name: string; effectId?: number; r1?: number; r2?: number }[];
}

/**
 * The three breeding families (`mount-families`, id = the game's mount family id): names (EN from the
 * family dofus-forge gives the same mount items), common bonus and the generation-1 capture zone.
 */
function putFamilies(out: Out, families: Record<string, Rec>, species: Species[], enFamilyByItem: Map<number, string>) {
  for (const [key, fam] of Object.entries(families)) {
    const id = num(fam.dofusdbFamilyId);
    if (id === undefined) continue;
    const member = species.find((s) => s.family === key && s.itemId !== undefined && enFamilyByItem.has(s.itemId));
    const zone = (fam.captureZone ?? {}) as Rec;
    const zaap = (zone.nearestZaap ?? {}) as Rec;
    out.put('mount-families', id, {
      key,
      name: i18n({ fr: fam.label as string, en: member?.itemId !== undefined ? enFamilyByItem.get(member.itemId) : undefined }),
      plural: i18n({ fr: fam.plural as string }),
      commonBonus: i18n({ fr: fam.commonBonus as string }),
      extractionItemId: num(fam.extractionItemId),
      captureZone: {
        subArea: i18n({ fr: zone.subarea as string }),
        area: i18n({ fr: zone.area as string }),
        xRange: numArr(zone.xRange),
        yRange: numArr(zone.yRange),
        levels: numArr(zone.levels),
        nearestZaap: { name: i18n({ fr: zaap.name as string }), coords: numArr(zaap.coords) },
        monsterIds: ((zone.monsters ?? []) as Rec[]).map((m) => num(m.id)).filter((n): n is number => n !== undefined),
      },
    });
  }
}

/**
 * English colour names, from the one-colour mounts: the French source gives `colors: ["Ébène"]` for
 * "Dragodinde Ébène", whose English name (dofus-forge, by item id) is "Ebony Dragoturkey"; without
 * the family's English word, "Ebony". A colour two mounts would name differently is left unnamed.
 */
export function englishColours(
  species: readonly Pick<Species, 'family' | 'colors' | 'itemId'>[],
  enByItem: ReadonlyMap<number, string>,
  enFamilyByItem: ReadonlyMap<number, string>,
): Map<string, string> {
  const familyWord = new Map<string, string>();
  for (const s of species) {
    const family = s.itemId === undefined ? undefined : enFamilyByItem.get(s.itemId);
    if (family) familyWord.set(s.family, family);
  }
  const found = new Map<string, string | null>();
  for (const s of species) {
    const english = s.itemId === undefined ? undefined : enByItem.get(s.itemId);
    const family = familyWord.get(s.family);
    if (s.colors?.length !== 1 || !english || !family || !english.includes(family)) continue;
    const colour = english.replace(family, '').replace(/\s+/g, ' ').trim();
    if (!colour) continue;
    const known = found.get(s.colors[0]!);
    found.set(s.colors[0]!, known === undefined || known === colour ? colour : null);
  }
  return new Map([...found].filter((entry): entry is [string, string] => entry[1] !== null));
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
    const enFamilyByItem = new Map<number, string>();
    const en = await readOptional<{ ankama_id: number; name: string; family?: string }[]>(
      path.join(ctx.gamedataDir, 'dofus-forge', 'en'),
      'mounts.json',
    );
    for (const m of en ?? []) {
      enByItem.set(m.ankama_id, m.name);
      if (m.family) enFamilyByItem.set(m.ankama_id, m.family);
    }
    const families = j?.families ?? {};
    // Each family's capture zone names a sub-area and its area (FR): used to name game areas.
    const zones = Object.values(families).map((f) => (f.captureZone ?? {}) as Rec);
    out.put('_capture-zones', 0, {
      list: zones
        .map((z) => ({ subArea: i18n({ fr: z.subarea as string }), area: i18n({ fr: z.area as string }) }))
        .filter((z) => z.subArea && z.area),
    });
    putFamilies(out, families, j?.species ?? [], enFamilyByItem);
    const englishColour = englishColours(j?.species ?? [], enByItem, enFamilyByItem);
    for (const s of j?.species ?? []) {
      const fam = families[s.family];
      out.put('mounts', s.id, {
        name: i18n({ fr: s.name, en: s.itemId !== undefined ? enByItem.get(s.itemId) : undefined }),
        familyId: num(fam?.dofusdbFamilyId),
        family: s.family,
        generation: s.generation,
        colors: s.colors,
        colorNames: s.colors?.map((colour) => i18n({ fr: colour, en: englishColour.get(colour) }) ?? {}),
        capturable: s.capturable,
        breedable: s.breedable,
        geneticWeight: num(s.geneticWeight),
        itemId: s.itemId,
        extractionQty: num(s.extractionQty),
        genetons: s.genetons,
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
