import { useMemo } from 'react';
import type { EffectDef, Item, ItemSet } from '@grimoire/gamedata/types';
import { computeStats, costTablesOfBreed, setBonusRow, wornItemIds } from '@grimoire/rules';
import type { CostTables, Stuff, StuffStats, WornSet } from '@grimoire/rules';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import type { BreedSummary, StuffReference, WornData } from './loaders';

export interface StuffComputation {
  stats: StuffStats;
  items: ReadonlyMap<number, Item>;
  sets: ReadonlyMap<number, ItemSet>;
  effects: ReadonlyMap<number, EffectDef>;
  breed: BreedSummary | undefined;
  costs: CostTables;
  /** Characteristic name by id in the page language (`#id` when unknown). */
  characteristicName: (id: number) => string;
  breedName: (id: number) => string;
  /** False while the worn items are still loading. */
  isComplete: boolean;
}

/** Totals, derived values, sets and problems of the stuff (computeStats) plus the lookups the UI needs. */
export function useStuffComputation(
  stuff: Stuff,
  worn: WornData | undefined,
  reference: StuffReference,
  lang: Language,
): StuffComputation {
  return useMemo(() => stuffComputation(stuff, worn, reference, lang), [stuff, worn, reference, lang]);
}

/** What `useStuffComputation` answers, for pages that compute several stuffs at once. */
export function stuffComputation(
  stuff: Stuff,
  worn: WornData | undefined,
  reference: StuffReference,
  lang: Language,
): StuffComputation {
  const items = new Map((worn?.items ?? []).map((item) => [item.id, item]));
  const sets = new Map((worn?.sets ?? []).map((set) => [set.id, set]));
  const effects = new Map((worn?.effects ?? []).map((def) => [def.id, def]));
  const breed = reference.breeds.find((candidate) => candidate.id === stuff.breedId);
  const costs = costTablesOfBreed(breed);
  const key = [...new Set(wornItemIds(stuff))].sort((a, b) => a - b).join(',');
  const isComplete = worn?.key === key;
  const stats = computeStats(stuff, { items, sets, costs });
  // While items load, "unknown item" is a loading state, not a problem of the build.
  if (!isComplete) stats.problems = stats.problems.filter((problem) => problem.key !== 'item-unknown');
  const names = new Map(reference.characteristics.map((c) => [c.id, localized(c.name, lang)]));
  const breeds = new Map(reference.breeds.map((b) => [b.id, localized(b.shortName ?? b.name, lang)]));
  return {
    stats,
    items,
    sets,
    effects,
    breed,
    costs,
    characteristicName: (id: number) => names.get(id) ?? `#${id}`,
    breedName: (id: number) => breeds.get(id) ?? `#${id}`,
    isComplete,
  };
}

/** The bonus a worn set gives at its pieces (`+20 Strength, +1 AP`); undefined when it gives none yet. */
export function setBonusText(computation: Pick<StuffComputation, 'sets' | 'characteristicName'>, worn: Pick<WornSet, 'setId' | 'pieces'>): string | undefined {
  const set = computation.sets.get(worn.setId);
  const row = set ? setBonusRow(set, worn.pieces) : undefined;
  if (!row) return undefined;
  return row.effects
    .filter((effect) => effect.characteristic > 0)
    .map((effect) => `${effect.to > 0 ? '+' : ''}${effect.to} ${computation.characteristicName(effect.characteristic)}`)
    .join(', ');
}
