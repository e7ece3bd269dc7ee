import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num, numArr, type Rec } from '../util/io.ts';

const fr = (v: unknown): Rec | undefined => i18n({ fr: (v as { Fr?: string } | undefined)?.Fr });

/** Keksls/DofusGroupFinder ("Zaapix", Dofus 3, 2025): dungeons, dungeon monsters, challenges, achievements (FR). */
export const zaapixGroupfinder: Adapter = {
  name: 'zaapix-groupfinder',
  gameVersion: '3.x (2025)',
  commit: '506cfd59b691af94459e00f72d9a8d2dfd2c00e3',
  rank: 82,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const read = async (f: string) => (await readOptional<Rec[]>(ctx.dir, `${f}.json`)) ?? [];
    for (const d of await read('dungeons')) {
      const monsterIds = numArr(d.Monsters);
      out.put('dungeons', num(d.Id), {
        name: fr(d.Name),
        level: num(d.OptimalPlayerLevel),
        mapIds: numArr(d.MapIds),
        entranceMapId: num(d.EntranceMapId),
        exitMapId: num(d.ExitMapId),
        monsterIds,
        subAreaId: num(d.Subarea),
      });
    }
    for (const m of await read('monsters')) {
      out.put('monsters', num(m.Id), {
        name: fr(m.name),
        isBoss: m.isBoss === true,
        isMiniBoss: m.isMiniBoss === true || undefined,
      });
    }
    for (const c of await read('challenges')) {
      out.put('challenges', num(c.Id), {
        name: fr(c.Name),
        description: fr(c.Description),
        iconId: num(c.IconId),
      });
    }
    for (const a of await read('achievements')) {
      out.put('achievements', num(a.Id), {
        name: fr(a.Name),
        description: fr(a.Description),
        categoryId: num(a.CategoryId),
        iconId: num(a.IconId),
        points: num(a.Points),
        level: num(a.Level),
        order: num(a.Order),
      });
    }
    ctx.onProgress?.(1, 1, 'done');
    return out.data;
  },
};
