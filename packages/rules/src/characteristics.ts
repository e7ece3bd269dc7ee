import type { RulesBreed } from './types';

/** `[threshold, costPerPoint]`: from `threshold` upward each point costs `costPerPoint` capital. */
export type CostTiers = ReadonlyArray<readonly [threshold: number, costPerPoint: number]>;

export const PRIMARY_STATS = ['vitality', 'strength', 'intelligence', 'agility', 'chance', 'wisdom'] as const;
export type PrimaryStat = (typeof PRIMARY_STATS)[number];
export type Characteristics = Record<PrimaryStat, number>;
export type CostTables = Readonly<Record<PrimaryStat, CostTiers>>;

const ELEMENT_TIERS: CostTiers = [
  [0, 1],
  [100, 2],
  [200, 3],
  [300, 4],
];

/** Spec §9: vitality 1 per point, wisdom 3, elements 1/2/3/4 with breakpoints at 100, 200, 300. */
export const DEFAULT_COST_TIERS: CostTables = {
  vitality: [[0, 1]],
  wisdom: [[0, 3]],
  strength: ELEMENT_TIERS,
  intelligence: ELEMENT_TIERS,
  chance: ELEMENT_TIERS,
  agility: ELEMENT_TIERS,
};

export const CAPITAL_PER_LEVEL = 5;

/** Capital points earned: 5 per level above 1. */
export function capitalAvailable(level: number): number {
  return Math.max(0, Math.floor(level) - 1) * CAPITAL_PER_LEVEL;
}

function sortedTiers(tiers: CostTiers): CostTiers {
  if (tiers.length === 0) return [[0, 1]];
  for (let i = 1; i < tiers.length; i++) {
    if (tiers[i][0] < tiers[i - 1][0]) return [...tiers].sort((a, b) => a[0] - b[0]);
  }
  return tiers;
}

/** Capital points needed to raise a base characteristic from 0 to `value`. */
export function capitalCost(tiers: CostTiers, value: number): number {
  const ordered = sortedTiers(tiers);
  let cost = 0;
  for (let i = 0; i < ordered.length; i++) {
    // Points below the first threshold are billed at the first tier's price.
    const start = i === 0 ? 0 : ordered[i][0];
    const end = i + 1 < ordered.length ? ordered[i + 1][0] : Infinity;
    if (value <= start) break;
    cost += (Math.min(value, end) - start) * ordered[i][1];
  }
  return cost;
}

/** Highest value affordable with `capital` points (the spec's "lowered to the highest affordable value"). */
export function highestAffordable(tiers: CostTiers, capital: number): number {
  const ordered = sortedTiers(tiers);
  let remaining = capital;
  let value = 0;
  for (let i = 0; i < ordered.length; i++) {
    const start = i === 0 ? 0 : ordered[i][0];
    const end = i + 1 < ordered.length ? ordered[i + 1][0] : Infinity;
    const price = ordered[i][1];
    if (price <= 0) return end === Infinity ? Number.MAX_SAFE_INTEGER : end;
    const points = Math.min(end - start, Math.floor(remaining / price));
    value = start + points;
    remaining -= points * price;
    if (value < end) break;
  }
  return Math.max(0, value);
}

/** Cost tables of a breed; missing or empty tables fall back to the defaults. */
export function costTablesOfBreed(breed: RulesBreed | undefined): CostTables {
  if (!breed) return DEFAULT_COST_TIERS;
  const pick = (tiers: CostTiers | undefined, stat: PrimaryStat) =>
    tiers && tiers.length > 0 ? tiers : DEFAULT_COST_TIERS[stat];
  return {
    vitality: pick(breed.statsPointsForVitality, 'vitality'),
    wisdom: pick(breed.statsPointsForWisdom, 'wisdom'),
    strength: pick(breed.statsPointsForStrength, 'strength'),
    intelligence: pick(breed.statsPointsForIntelligence, 'intelligence'),
    chance: pick(breed.statsPointsForChance, 'chance'),
    agility: pick(breed.statsPointsForAgility, 'agility'),
  };
}

/** Capital spent on all six base characteristics. */
export function capitalSpent(tables: CostTables, base: Characteristics): number {
  let spent = 0;
  for (const stat of PRIMARY_STATS) spent += capitalCost(tables[stat], base[stat]);
  return spent;
}

export function zeroCharacteristics(): Characteristics {
  return { vitality: 0, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 };
}
