import path from 'node:path';
import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num } from '../util/io.ts';
import { nameKey } from '../util/slug.ts';

interface CMonster {
  id: string;
  name?: string;
  nameEn?: string | null;
  level?: number;
  hp?: number;
}
interface CDungeon {
  id: string;
  name?: string;
  nameEn?: string | null;
  recommendedLevel?: number;
  monsters?: CMonster[];
  boss?: CMonster | null;
}

/**
 * noureddinestam/dofus-companion (DofusDB + Fandom, April 2026): FR/EN dungeon and dungeon-monster names.
 * Dungeon ids are slugs: joined to game dungeon ids by FR name through zaapix-groupfinder (sibling folder).
 * Monster level/HP go to `_dungeonGrade` (used only when no source gives grades).
 */
export const dofusCompanionDungeons: Adapter = {
  name: 'dofus-companion-dungeons',
  gameVersion: '3.x (2026-04)',
  commit: '490b328994bcbc903466c77f6dd101445164086b',
  rank: 86,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const zx = await readOptional<{ Id: number; Name?: { Fr?: string } }[]>(
      path.join(ctx.gamedataDir, 'zaapix-groupfinder'),
      'dungeons.json',
    );
    const idByName = new Map<string, number>();
    for (const d of zx ?? []) if (d.Name?.Fr) idByName.set(nameKey(d.Name.Fr), d.Id);
    const list = (await readOptional<CDungeon[]>(ctx.dir, 'dungeons.json')) ?? [];
    for (const d of list) {
      const all = [...(d.monsters ?? []), ...(d.boss ? [d.boss] : [])];
      for (const m of all) {
        const id = num(m.id);
        out.put('monsters', id, {
          name: i18n({ fr: m.name, en: m.nameEn ?? undefined }),
          _dungeonGrade: m.level !== undefined ? { level: m.level, lifePoints: m.hp ?? undefined } : undefined,
        });
      }
      if (d.boss) out.put('monsters', num(d.boss.id), { isBoss: true });
      const id = d.name ? idByName.get(nameKey(d.name)) : undefined;
      if (id === undefined) continue;
      out.put('dungeons', id, {
        name: i18n({ fr: d.name, en: d.nameEn ?? undefined }),
        level: num(d.recommendedLevel),
        bossId: d.boss ? num(d.boss.id) : undefined,
      });
    }
    ctx.onProgress?.(1, 1, 'done');
    return out.data;
  },
};
