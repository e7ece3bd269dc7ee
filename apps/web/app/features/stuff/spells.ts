import { useQuery } from '../../api/queries/queries';
import type { Spell, SpellLevel } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import { useApi } from '../../api/use-api';

export type StuffSpell = Pick<Spell, 'id' | 'name' | 'img' | 'elementId' | 'breedId' | 'missingTranslations'>;
const SPELL_FIELDS = ['id', 'name', 'img', 'elementId', 'breedId', 'missingTranslations'] as const;

/** A pinned spell with every level it has (the preview picks the one the stuff can cast). */
export interface PinnedSpell {
  spell: StuffSpell;
  levels: SpellLevel[];
}

/** Spells in the class's own order (`breedSpellsId`), then the others (variants) by id. */
export function orderSpells<T extends { id: number }>(spells: readonly T[], order: readonly number[]): T[] {
  const rank = (id: number) => {
    const index = order.indexOf(id);
    return index < 0 ? order.length : index;
  };
  return [...spells].sort((a, b) => rank(a.id) - rank(b.id) || a.id - b.id);
}

export async function loadClassSpells(api: ApiClient, breedId: number): Promise<StuffSpell[]> {
  // Current spells only: the retired ones of older game versions have no level here (and often the
  // same name as their successor).
  return api.findAll('spells', { breedId, spellLevels: { $gt: 0 }, $select: SPELL_FIELDS, $sort: { id: 1 } });
}

/** Pinned spells in pin order, with their levels; spells missing from the game data are left out. */
export async function loadPinnedSpells(api: ApiClient, spellIds: readonly number[]): Promise<PinnedSpell[]> {
  if (spellIds.length === 0) return [];
  const ids = [...spellIds];
  const [spells, levels] = await Promise.all([
    api.findAll('spells', { id: { $in: ids }, $select: SPELL_FIELDS }),
    api.findAll('spell-levels', { spellId: { $in: ids }, $sort: { grade: 1 } }),
  ]);
  return ids.flatMap((id) => {
    const spell = spells.find((candidate) => candidate.id === id);
    return spell ? [{ spell, levels: levels.filter((level) => level.spellId === id) }] : [];
  });
}

/** The spells a class can pin, in its order. */
export function useClassSpells(breedId: number, order: readonly number[]) {
  const api = useApi();
  return useQuery({
    queryKey: ['stuff-class-spells', breedId],
    queryFn: () => loadClassSpells(api, breedId),
    select: (spells) => orderSpells(spells, order),
    staleTime: 10 * 60_000,
  });
}

export function usePinnedSpells(spellIds: readonly number[]) {
  const api = useApi();
  return useQuery({
    queryKey: ['stuff-pinned-spells', spellIds.join(',')],
    queryFn: () => loadPinnedSpells(api, spellIds),
    enabled: spellIds.length > 0,
    staleTime: 10 * 60_000,
  });
}
