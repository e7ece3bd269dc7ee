import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num, type Rec } from '../util/io.ts';

/**
 * jouvev/dofus_tools: FR monster names with the archmonster flag, FR clue names, zaaps (Dofus 2.7x, 2024).
 * A zaap bears the name of its sub-area: `_zaap-names` (by map id) names sub-areas in `derive-places.ts`.
 */
export const jouvevDofusTools: Adapter = {
  name: 'jouvev-dofus-tools',
  gameVersion: '2.7x (2024)',
  commit: 'ccf8d1b7b8f43b885554d3110c6016b46a8a1c86',
  rank: 65,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const monsters =
      (await readOptional<Record<string, { name?: string; archi?: boolean }>>(ctx.dir, 'monsters.json')) ??
      {};
    for (const [id, m] of Object.entries(monsters)) {
      out.put('monsters', Number(id), {
        name: i18n({ fr: m.name }),
        isArchMonster: m.archi === true ? true : undefined,
      });
    }
    const poi = (await readOptional<Record<string, string>>(ctx.dir, 'poi.json')) ?? {};
    for (const [id, name] of Object.entries(poi))
      out.put('point-of-interest', Number(id), { name: i18n({ fr: name }) });
    for (const z of (await readOptional<Rec[]>(ctx.dir, 'zaaps.json')) ?? []) {
      out.put('map-positions', num(z.mapId), { posX: num(z.x), posY: num(z.y), worldMap: num(z.worldMapId) });
      out.put('_zaap-names', num(z.mapId), { name: i18n({ fr: z.name as string }) });
    }
    ctx.onProgress?.(1, 1, 'done');
    return out.data;
  },
};
