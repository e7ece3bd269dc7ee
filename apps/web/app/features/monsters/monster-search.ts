import type { Query } from '../../api/types';

/** Level slider bounds; the top value means "no upper bound" (some monsters are above 200). */
export const MONSTER_LEVEL_RANGE: readonly [number, number] = [0, 200];

/** The monster list's filters, read from and written to the URL. */
export interface MonsterSearch {
  name: string;
  levels: [number, number];
  raceId: number | null;
}

function clampLevel(value: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(MONSTER_LEVEL_RANGE[1], Math.max(MONSTER_LEVEL_RANGE[0], Math.round(value)));
}

export function readMonsterSearch(search: URLSearchParams): MonsterSearch {
  const min = clampLevel(Number(search.get('levelMin') ?? MONSTER_LEVEL_RANGE[0]), MONSTER_LEVEL_RANGE[0]);
  const max = clampLevel(Number(search.get('levelMax') ?? MONSTER_LEVEL_RANGE[1]), MONSTER_LEVEL_RANGE[1]);
  const race = Number(search.get('race'));
  return {
    name: (search.get('name') ?? '').trim().slice(0, 100),
    levels: min <= max ? [min, max] : [max, min],
    raceId: search.get('race') && Number.isInteger(race) && race >= 0 ? race : null,
  };
}

/** URL parameters of a search; defaults are left out so links stay short. */
export function monsterSearchParams(state: MonsterSearch): Record<string, string | null> {
  return {
    name: state.name || null,
    levelMin: state.levels[0] !== MONSTER_LEVEL_RANGE[0] ? String(state.levels[0]) : null,
    levelMax: state.levels[1] !== MONSTER_LEVEL_RANGE[1] ? String(state.levels[1]) : null,
    race: state.raceId === null ? null : String(state.raceId),
  };
}

/**
 * API filter of a search. A monster matches a level range when one of its grades lies in it;
 * `fixedRaceId` (the race route) wins over the race filter.
 */
export function monsterFilterQuery(state: MonsterSearch, fixedRaceId?: number): Query {
  const query: Query = {};
  if (state.name) query.name = { $search: state.name };
  const raceId = fixedRaceId ?? state.raceId;
  if (raceId !== null) query.raceId = raceId;
  const [min, max] = state.levels;
  const level: Record<string, number> = {};
  if (min > MONSTER_LEVEL_RANGE[0]) level.$gte = min;
  if (max < MONSTER_LEVEL_RANGE[1]) level.$lte = max;
  if (Object.keys(level).length > 0) query.grades = { $elemMatch: { level } };
  return query;
}

/** The API sorts monsters by level on their first grade (`grades.level` takes the first value). */
export const MONSTER_SORT_FIELDS = { level: 'grades.level' } as const;
