import type { Monster, MonsterRace } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { listQuery, readListState } from '../../lib/list-state';
import { getOr404 } from '../../lib/route-helpers';
import { MONSTER_SORT_FIELDS, monsterFilterQuery, readMonsterSearch } from './monster-search';

export type MonsterRow = Pick<
  Monster,
  'id' | 'name' | 'img' | 'raceId' | 'isBoss' | 'isMiniBoss' | 'isArchMonster' | 'grades' | 'missingTranslations'
>;
export type RaceSummary = Pick<MonsterRace, 'id' | 'name' | 'missingTranslations'>;

const ROW_FIELDS = ['id', 'name', 'img', 'raceId', 'isBoss', 'isMiniBoss', 'isArchMonster', 'grades.level', 'missingTranslations'] as const;

/** One page of monsters for the URL's search, the races for the filter, and the race of a race route. */
export async function loadMonsterList(api: ApiClient, lang: Language, request: Request, raceId?: number) {
  const search = new URL(request.url).searchParams;
  const state = readMonsterSearch(search);
  const list = readListState(search);
  const [page, races, race] = await Promise.all([
    api.find('monsters', {
      ...monsterFilterQuery(state, raceId),
      ...listQuery(list, lang, MONSTER_SORT_FIELDS),
      $select: ROW_FIELDS,
    }),
    api.findAll('monster-races', { $select: ['id', 'name', 'missingTranslations'], $sort: { [`name.${lang}`]: 1 } }),
    raceId === undefined
      ? Promise.resolve(undefined)
      : getOr404(() => api.get('monster-races', raceId)),
  ]);
  return {
    lang,
    total: page.total,
    monsters: page.data,
    races,
    race: race ? { id: race.id, name: race.name, missingTranslations: race.missingTranslations } : undefined,
  };
}
export type MonsterListData = Awaited<ReturnType<typeof loadMonsterList>>;
