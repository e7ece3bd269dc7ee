import type { Area, Dungeon, Item, Monster, MonsterRace, Spell, SubArea } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { getOr404, numericId } from '../../lib/route-helpers';
import { wordConditions } from '../items/criterion-names';

export type DropItem = Pick<Item, 'id' | 'name' | 'img' | 'level' | 'missingTranslations'>;
export type PlaceSummary = Pick<SubArea, 'id' | 'name' | 'areaId' | 'missingTranslations'>;
export type AreaSummary = Pick<Area, 'id' | 'name' | 'missingTranslations'>;
export type DungeonSummary = Pick<Dungeon, 'id' | 'name' | 'level' | 'bossId' | 'missingTranslations'>;
export type SpellSummary = Pick<Spell, 'id' | 'name' | 'img' | 'missingTranslations'>;

const NAMED = ['id', 'name', 'missingTranslations'];

function unique(ids: readonly (number | undefined)[]): number[] {
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

function byIds<T>(api: ApiClient, path: string, ids: number[], fields: string[]): Promise<T[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return api.findAll<T>(path, { id: { $in: ids }, $select: fields });
}

/** A monster with its race, dropped items, places, dungeons and spells. */
export async function loadMonsterDetail(api: ApiClient, lang: Language, idParam: string | undefined) {
  const id = numericId(idParam);
  const monster = await getOr404(() => api.get<Monster>('monsters', id));
  const [race, items, subAreas, dungeons, spells, conditions] = await Promise.all([
    monster.raceId === undefined
      ? Promise.resolve(undefined)
      : api.get<MonsterRace>('monster-races', monster.raceId).catch(() => undefined),
    byIds<DropItem>(api, 'items', unique(monster.drops.map((drop) => drop.itemId)), [...NAMED, 'img', 'level']),
    byIds<PlaceSummary>(api, 'subareas', unique(monster.subAreaIds ?? []), [...NAMED, 'areaId']),
    api.findAll<DungeonSummary>('dungeons', { monsterIds: id, $select: [...NAMED, 'level', 'bossId'], $sort: { level: 1 } }),
    byIds<SpellSummary>(api, 'spells', unique(monster.spellIds ?? []), [...NAMED, 'img']),
    // Each conditional drop's condition in words, by item id.
    wordConditions(
      api,
      lang,
      monster.drops.map((drop) => [drop.itemId, drop.criteria] as const),
    ),
  ]);
  const areas = await byIds<AreaSummary>(api, 'areas', unique(subAreas.map((s) => s.areaId)), NAMED);
  return {
    lang,
    monster,
    race: race ? { id: race.id, name: race.name, missingTranslations: race.missingTranslations } : undefined,
    items,
    subAreas,
    areas,
    dungeons,
    spells,
    conditions,
  };
}
export type MonsterDetailData = Awaited<ReturnType<typeof loadMonsterDetail>>;
