import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional } from '../util/io.ts';
import { nameKey } from '../util/slug.ts';
import { monsterIdsByFrName } from './name-index.ts';

type Names = { fr?: string; en?: string; es?: string };
interface MetaPlace {
  id: number;
  name?: Names;
  zone?: number;
}
interface MetaMonster {
  id: number;
  name: Names;
  type?: number;
  level_min?: number;
  level_max?: number;
}

/**
 * ix-xs/metamob.api (2026): FR/EN/ES names of the Ocre-quest monsters and archmonsters. Metamob ids are
 * its own: records are joined to game monster ids by FR name (see `name-index.ts`). Zone and sub-zone
 * names (with the zone of each sub-zone) go to `_metamob-places`, joined to game areas by FR name later.
 */
export const metamobApi: Adapter = {
  name: 'metamob-api',
  gameVersion: '3.x (2026)',
  commit: '4a6d8c7cae22a1c71b9e5ba18cca54c9539c3fc3',
  rank: 83,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const byName = await monsterIdsByFrName(ctx.gamedataDir);
    for (const m of (await readOptional<MetaMonster[]>(ctx.dir, 'monsters.json')) ?? []) {
      const id = m.name?.fr ? byName.get(nameKey(m.name.fr)) : undefined;
      if (id === undefined) continue;
      out.put('monsters', id, {
        name: i18n({ fr: m.name.fr, en: m.name.en, es: m.name.es }),
        isArchMonster: m.type === 3 ? true : undefined,
        isBoss: m.type === 2 ? true : undefined,
      });
    }
    const zones = (await readOptional<MetaPlace[]>(ctx.dir, 'zones.json')) ?? [];
    const zoneName = new Map(zones.map((z) => [z.id, i18n({ ...z.name })]));
    const subzones = (await readOptional<MetaPlace[]>(ctx.dir, 'subzones.json')) ?? [];
    out.put('_metamob-places', 0, {
      areas: zones.map((z) => i18n({ ...z.name })).filter(Boolean),
      subAreas: subzones
        .map((z) => ({
          name: i18n({ ...z.name }),
          areaName: z.zone !== undefined ? zoneName.get(z.zone) : undefined,
        }))
        .filter((z) => z.name),
    });
    ctx.onProgress?.(1, 1, 'done');
    return out.data;
  },
};
