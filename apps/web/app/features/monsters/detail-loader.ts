import type { Area, Dungeon, Item, Spell, SubArea } from '@grimoire/gamedata/types';
import { findIn } from '../../api/find-in';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { getOr404, numericId } from '../../lib/route-helpers';
import { wordConditions } from '../criteria';

export type DropItem = Pick<Item, 'id' | 'name' | 'img' | 'level' | 'missingTranslations'>;
export type PlaceSummary = Pick<SubArea, 'id' | 'name' | 'areaId' | 'missingTranslations'>;
export type AreaSummary = Pick<Area, 'id' | 'name' | 'missingTranslations'>;
export type DungeonSummary = Pick<Dungeon, 'id' | 'name' | 'level' | 'bossId' | 'missingTranslations'>;
export type SpellSummary = Pick<Spell, 'id' | 'name' | 'img' | 'missingTranslations'>;

const NAMED = ['id', 'name', 'missingTranslations'] as const;

function unique(ids: readonly (number | undefined)[]): number[] {
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

/** A monster with its race, dropped items, places, dungeons and spells. */
export async function loadMonsterDetail(api: ApiClient, lang: Language, idParam: string | undefined) {
  const id = numericId(idParam);
  const monster = await getOr404(() => api.get('monsters', id));
  const [race, items, subAreas, dungeons, spells, conditions] = await Promise.all([
    monster.raceId === undefined
      ? Promise.resolve(undefined)
      : api.get('monster-races', monster.raceId).catch(() => undefined),
    findIn(api, 'items', unique(monster.drops.map((drop) => drop.itemId)), { $select: [...NAMED, 'img', 'level'] }),
    findIn(api, 'subareas', unique(monster.subAreaIds ?? []), { $select: [...NAMED, 'areaId'] }),
    api.findAll('dungeons', { monsterIds: id, $select: [...NAMED, 'level', 'bossId'], $sort: { level: 1 } }),
    findIn(api, 'spells', unique(monster.spellIds ?? []), { $select: [...NAMED, 'img'] }),
    // Each conditional drop's condition in words, by item id.
    wordConditions(
      api,
      lang,
      monster.drops.map((drop) => [drop.itemId, drop.criteria] as const),
    ),
  ]);
  const areas = await findIn(api, 'areas', unique(subAreas.map((s) => s.areaId)), { $select: NAMED });
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
