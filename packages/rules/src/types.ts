/**
 * Minimal structural shapes the rules read. They are compatible with the game documents of
 * `@grimoire/gamedata` but restated here so the rules package stays dependency-free.
 */
import type { CostTiers } from './characteristics';

export interface RulesEffect {
  /** Characteristic id (see `CHARACTERISTIC`), 0 when the effect is not a characteristic. */
  characteristic: number;
  from: number;
  /** Upper bound; equal to `from` for a fixed value. */
  to: number;
  effectId?: number;
}

export interface RulesItem {
  id: number;
  level: number;
  typeId: number;
  effects: readonly RulesEffect[];
  /** Game criterion string, e.g. `(CS>100&PL>50)|Pa=3`. */
  criterions?: string;
  /** The item's set; absent, or −1 (the game's and DofusDB's convention), when it has none. */
  itemSetId?: number;
}

/** The item's set id, or undefined when it has none (`itemSetId` absent, −1 or 0). */
export function setIdOf(item: { itemSetId?: number | null }): number | undefined {
  const id = item.itemSetId;
  return typeof id === 'number' && id > 0 ? id : undefined;
}

export interface RulesSetBonus {
  /** Number of distinct pieces worn for this bonus row. */
  itemCount: number;
  effects: readonly RulesEffect[];
}

export interface RulesItemSet {
  id: number;
  itemIds: readonly number[];
  bonuses: readonly RulesSetBonus[];
}

/** The cost tables of a breed, named as in the game documents. */
export interface RulesBreed {
  id: number;
  statsPointsForStrength: CostTiers;
  statsPointsForIntelligence: CostTiers;
  statsPointsForChance: CostTiers;
  statsPointsForAgility: CostTiers;
  statsPointsForVitality: CostTiers;
  statsPointsForWisdom: CostTiers;
}

/** Lookup by id: a `Map` or a plain record both work. */
export type ById<T> = ReadonlyMap<number, T> | Readonly<Record<number, T>>;

export function getById<T>(source: ById<T> | undefined, id: number): T | undefined {
  if (!source) return undefined;
  if (source instanceof Map) return source.get(id);
  return (source as Readonly<Record<number, T>>)[id];
}
