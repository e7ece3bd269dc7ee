import type { Dungeon, Monster } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { getOr404, numericId } from '../../lib/route-helpers';
import { loadNamedList } from './named-list';

export type DungeonRow = Pick<Dungeon, 'id' | 'name' | 'level' | 'missingTranslations'>;
export type DungeonMonster = Pick<Monster, 'id' | 'name' | 'img' | 'isBoss' | 'isMiniBoss' | 'isArchMonster' | 'grades' | 'missingTranslations'>;

export function loadDungeonList(api: ApiClient, lang: Language, request: Request) {
  return loadNamedList(lang, request, (query) => api.find('dungeons', { ...query, $select: ['id', 'name', 'level', 'missingTranslations'] }), {
    sortKeys: ['level', 'id', 'name'],
  });
}
export type DungeonListData = Awaited<ReturnType<typeof loadDungeonList>>;

/** A dungeon with its monsters (the boss first) and its sub-area. */
export async function loadDungeonDetail(api: ApiClient, lang: Language, idParam: string | undefined) {
  const id = numericId(idParam);
  const dungeon = await getOr404(() => api.get('dungeons', id));
  const [monsters, subArea, openListings] = await Promise.all([
    dungeon.monsterIds.length
      ? api.findAll('monsters', {
          id: { $in: dungeon.monsterIds },
          $select: ['id', 'name', 'img', 'isBoss', 'isMiniBoss', 'isArchMonster', 'grades.level', 'missingTranslations'],
          $sort: { 'grades.level': 1 },
        })
      : Promise.resolve([]),
    dungeon.subAreaId === undefined
      ? Promise.resolve(undefined)
      : api.get('subareas', dungeon.subAreaId).catch(() => undefined),
    // Its open listings in the group finder, counted here rather than by the browser after load.
    api
      .find('groupfinder', { dungeon: id, $limit: 0 })
      .then((page) => page.total)
      .catch(() => undefined),
  ]);
  const isBoss = (monster: DungeonMonster) => monster.id === dungeon.bossId;
  return {
    lang,
    dungeon,
    monsters: [...monsters.filter(isBoss), ...monsters.filter((m) => !isBoss(m))],
    // A sub-area no source names is left out (never shown by its id).
    subArea: subArea?.name && { id: subArea.id, name: subArea.name, missingTranslations: subArea.missingTranslations },
    openListings,
  };
}
export type DungeonDetailData = Awaited<ReturnType<typeof loadDungeonDetail>>;
