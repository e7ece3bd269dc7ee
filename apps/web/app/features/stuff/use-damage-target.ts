import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '../../api/queries/queries';
import { useApi } from '../../api/use-api';
import { damageTargetOf, parseTarget, TARGET_PARAM, targetParam } from './damage-target';
import type { TargetChoice } from './damage-target';

const MONSTER_FIELDS = ['id', 'name', 'grades', 'img'] as const;

/** A monster the preview can aim at, with its grades (level and resistances). */
export function useTargetMonster(monsterId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['damage-target-monster', monsterId],
    queryFn: () => api.get('monsters', monsterId!, { $select: MONSTER_FIELDS }),
    enabled: monsterId !== undefined && monsterId > 0,
    staleTime: 10 * 60_000,
  });
}

/**
 * The preview's target: read from the address when the preview opens, written back to it on every
 * change (`replaceState`: choosing a target is not a navigation, and the stuff's loader must not run
 * again), so the link a player copies shows the same damage.
 */
export function useDamageTarget() {
  const [choice, setChoice] = useState<TargetChoice>({ kind: 'none' });
  useEffect(() => {
    setChoice(parseTarget(new URLSearchParams(window.location.search).get(TARGET_PARAM)));
  }, []);
  const update = (next: TargetChoice) => {
    setChoice(next);
    const search = new URLSearchParams(window.location.search);
    const value = targetParam(next);
    if (value === null) search.delete(TARGET_PARAM);
    else search.set(TARGET_PARAM, value);
    const query = search.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  };
  const monster = useTargetMonster(choice.kind === 'monster' ? choice.monsterId : undefined);
  const grade =
    choice.kind === 'monster' ? monster.data?.grades.find((candidate) => candidate.grade === choice.grade) : undefined;
  const target = useMemo(() => damageTargetOf(choice, grade), [choice, grade]);
  return { choice, setChoice: update, monster, grade, target };
}
