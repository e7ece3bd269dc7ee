import {
  capitalAvailable,
  capitalSpent,
  costTablesOfBreed,
  DEFAULT_COST_TIERS,
  PRIMARY_STATS,
} from './characteristics';
import type { CostTables } from './characteristics';
import { CHARACTERISTIC as C, ELEMENT_CHARACTERISTICS, ELEMENTS, PRIMARY_STAT_CHARACTERISTIC } from './characteristic-ids';
import type { Element } from './characteristic-ids';
import { evaluateCriterion, parseCriterion } from './conditions';
import type { CriterionContext, CriterionNode } from './conditions';
import { twoHandedWithShield } from './equip';
import { SLOT_KEYS } from './stuff';
import type { SlotKey, Stuff } from './stuff';
import { getById, setIdOf } from './types';
import type { ById, RulesBreed, RulesItem, RulesItemSet, RulesSetBonus } from './types';

export interface StatsData {
  /** At least the worn items. */
  items: ById<RulesItem>;
  sets?: ById<RulesItemSet>;
  /** The breed (or its cost tables) to check the capital spent; defaults apply when absent. */
  costs?: CostTables | RulesBreed;
}

export type StuffProblemKey =
  | 'item-unknown'
  | 'item-level-too-high'
  | 'item-condition-unmet'
  | 'item-condition-unknown'
  | 'too-many-exos'
  | 'capital-overspent'
  | 'two-handed-with-shield';

export interface StuffProblem {
  key: StuffProblemKey;
  params: Readonly<Record<string, number | string>>;
}

/** Resistance to one element: percent (33-37) and fixed (54-58). */
export interface ElementResistance {
  percent: number;
  fixed: number;
}

export interface DerivedStats {
  ap: number;
  mp: number;
  range: number;
  lifePoints: number;
  initiative: number;
  prospecting: number;
  pods: number;
  dodge: number;
  lock: number;
  apParry: number;
  mpParry: number;
  apReduction: number;
  mpReduction: number;
  summons: number;
  resistances: Readonly<Record<Element, ElementResistance>>;
  criticalResistance: number;
  pushbackResistance: number;
}

export interface WornSet {
  setId: number;
  /** Distinct pieces of the set worn. */
  pieces: number;
  /** `itemCount` of the bonus row applied, 0 when none. */
  bonusRow: number;
}

export interface StuffStats {
  /** Sum per characteristic id of items, exos, base, parchment and set bonuses. */
  totals: Readonly<Record<number, number>>;
  derived: DerivedStats;
  sets: WornSet[];
  /** Set bonuses for the `Pk` condition: one per piece beyond the first of each set. */
  setBonusCount: number;
  problems: StuffProblem[];
}

/** Only one AP, MP or range exo may be worn across the whole stuff. */
const SINGLE_EXO_CHARACTERISTICS = [C.ap, C.mp, C.range];
const TOTALS_SIZE = 130;

/** Bonus row for `pieces` worn: the highest row whose `itemCount` ≤ pieces. */
export function setBonusRow(set: Pick<RulesItemSet, 'bonuses'>, pieces: number): RulesSetBonus | undefined {
  let best: RulesSetBonus | undefined;
  for (const row of set.bonuses) {
    if (row.itemCount <= pieces && (!best || row.itemCount > best.itemCount)) best = row;
  }
  return best;
}

/** Set bonus count as the game's `Pk` criterion reads it: pieces − 1 per worn set. */
export function countSetBonuses(sets: readonly Pick<WornSet, 'pieces'>[]): number {
  let count = 0;
  for (const set of sets) count += Math.max(0, set.pieces - 1);
  return count;
}

interface WornItem {
  slot: SlotKey;
  item: RulesItem;
}

/** Adds item effects (rolled values when forged, else the maximum) and forgemagie exos. */
function addItems(stuff: Stuff, data: StatsData, totals: number[], problems: StuffProblem[]): WornItem[] {
  const worn: WornItem[] = [];
  for (const slot of SLOT_KEYS) {
    const id = stuff.items[slot];
    if (id === null) continue;
    const item = getById(data.items, id);
    if (!item) {
      problems.push({ key: 'item-unknown', params: { itemId: id, slot } });
      continue;
    }
    worn.push({ slot, item });
    const forged = stuff.forgemagie[id];
    for (const effect of item.effects) {
      if (effect.characteristic <= 0) continue;
      const rolled = forged?.stats[effect.characteristic];
      totals[effect.characteristic] = (totals[effect.characteristic] ?? 0) + (rolled ?? effect.to);
    }
    if (forged) for (const exo of forged.exos) totals[exo.charac] = (totals[exo.charac] ?? 0) + exo.value;
  }
  return worn;
}

function addSets(worn: readonly WornItem[], data: StatsData, totals: number[]): WornSet[] {
  const pieces = new Map<number, number[]>();
  for (const { item } of worn) {
    const setId = setIdOf(item);
    if (setId === undefined) continue;
    const ids = pieces.get(setId);
    if (!ids) pieces.set(setId, [item.id]);
    else if (!ids.includes(item.id)) ids.push(item.id);
  }
  const sets: WornSet[] = [];
  for (const [setId, ids] of pieces) {
    const set = getById(data.sets, setId);
    const row = set && setBonusRow(set, ids.length);
    sets.push({ setId, pieces: ids.length, bonusRow: row?.itemCount ?? 0 });
    if (!row) continue;
    for (const effect of row.effects) {
      if (effect.characteristic > 0)
        totals[effect.characteristic] = (totals[effect.characteristic] ?? 0) + effect.to;
    }
  }
  return sets;
}

function addStuffLines(stuff: Stuff, totals: number[]): void {
  for (const line of stuff.exo)
    if (line.stat !== null) totals[line.stat] = (totals[line.stat] ?? 0) + line.value;
  for (const stat of PRIMARY_STATS) {
    totals[PRIMARY_STAT_CHARACTERISTIC[stat]] += stuff.base[stat] + stuff.parchment[stat];
  }
}

function exoProblems(stuff: Stuff, worn: readonly WornItem[]): StuffProblem[] {
  const problems: StuffProblem[] = [];
  for (const characteristic of SINGLE_EXO_CHARACTERISTICS) {
    let count = 0;
    for (const line of stuff.exo) if (line.stat === characteristic) count++;
    for (const { item } of worn) {
      for (const exo of stuff.forgemagie[item.id]?.exos ?? []) if (exo.charac === characteristic) count++;
    }
    if (count > 1) problems.push({ key: 'too-many-exos', params: { characteristic, count } });
  }
  return problems;
}

const tenth = (value: number) => Math.trunc(value / 10);

/** Derived values with the game's formulas (life: 50 + 5 × level + vitality, i.e. 55 at level 1). */
export function deriveStats(totals: Readonly<Record<number, number>>, level: number): DerivedStats {
  const at = (id: number) => totals[id] ?? 0;
  const wisdom = at(C.wisdom);
  const agility = at(C.agility);
  return {
    ap: (level >= 100 ? 7 : 6) + at(C.ap),
    mp: 3 + at(C.mp),
    range: at(C.range),
    lifePoints: 50 + 5 * level + at(C.vitality),
    initiative: at(C.strength) + at(C.intelligence) + at(C.chance) + agility + at(C.initiative),
    prospecting: 100 + tenth(at(C.chance)) + at(C.prospecting),
    pods: 1000 + 5 * at(C.strength) + at(C.pods),
    dodge: tenth(agility) + at(C.dodge),
    lock: tenth(agility) + at(C.lock),
    apParry: tenth(wisdom) + at(C.apParry),
    mpParry: tenth(wisdom) + at(C.mpParry),
    apReduction: tenth(wisdom) + at(C.apReduction),
    mpReduction: tenth(wisdom) + at(C.mpReduction),
    summons: 1 + at(C.summons),
    resistances: elementResistances(totals),
    criticalResistance: at(C.criticalResist),
    pushbackResistance: at(C.pushbackResist),
  };
}

/** Resistances are the worn totals as such: no characteristic raises them. */
export function elementResistances(totals: Readonly<Record<number, number>>): Record<Element, ElementResistance> {
  const resistances = {} as Record<Element, ElementResistance>;
  for (const element of ELEMENTS) {
    const ids = ELEMENT_CHARACTERISTICS[element];
    resistances[element] = { percent: totals[ids.resistPercent] ?? 0, fixed: totals[ids.resist] ?? 0 };
  }
  return resistances;
}

const parsedCriterions = new Map<string, CriterionNode | null>();
function parseCached(text: string): CriterionNode | null {
  let tree = parsedCriterions.get(text);
  if (tree === undefined) {
    tree = parseCriterion(text);
    parsedCriterions.set(text, tree);
  }
  return tree;
}

function itemProblems(stuff: Stuff, worn: readonly WornItem[], context: CriterionContext): StuffProblem[] {
  const problems: StuffProblem[] = [];
  const seen: number[] = [];
  for (const { item } of worn) {
    if (seen.includes(item.id)) continue;
    seen.push(item.id);
    if (item.level > stuff.level) {
      problems.push({
        key: 'item-level-too-high',
        params: { itemId: item.id, itemLevel: item.level, level: stuff.level },
      });
    }
    if (!item.criterions) continue;
    const result = evaluateCriterion(parseCached(item.criterions), context);
    if (!result.isMet) problems.push({ key: 'item-condition-unmet', params: { itemId: item.id } });
    for (const term of result.unknown) {
      problems.push({ key: 'item-condition-unknown', params: { itemId: item.id, code: term.code } });
    }
  }
  return problems;
}

function capitalProblems(stuff: Stuff, costs: StatsData['costs']): StuffProblem[] {
  const tables = !costs
    ? DEFAULT_COST_TIERS
    : 'statsPointsForStrength' in costs
      ? costTablesOfBreed(costs)
      : costs;
  const spent = capitalSpent(tables, stuff.base);
  const available = capitalAvailable(stuff.level);
  return spent > available ? [{ key: 'capital-overspent', params: { spent, available } }] : [];
}

/** A two-handed weapon leaves no hand for a shield. */
function handProblems(worn: readonly WornItem[]): StuffProblem[] {
  const weapon = worn.find((w) => w.slot === 'weapon')?.item;
  const shield = worn.find((w) => w.slot === 'shield')?.item;
  return weapon && shield && twoHandedWithShield(weapon, shield)
    ? [{ key: 'two-handed-with-shield', params: { itemId: weapon.id, shieldId: shield.id } }]
    : [];
}

/** Totals, derived values, worn sets and problems of a stuff. */
export function computeStats(stuff: Stuff, data: StatsData): StuffStats {
  const totals: number[] = new Array<number>(TOTALS_SIZE).fill(0);
  const problems: StuffProblem[] = [];
  const worn = addItems(stuff, data, totals, problems);
  const sets = addSets(worn, data, totals);
  addStuffLines(stuff, totals);
  const setBonusCount = countSetBonuses(sets);
  const derived = deriveStats(totals, stuff.level);
  const context: CriterionContext = {
    totals,
    base: stuff.base,
    ap: derived.ap,
    mp: derived.mp,
    level: stuff.level,
    breedId: stuff.breedId,
    sexe: stuff.sexe,
    setBonusCount,
  };
  problems.push(
    ...itemProblems(stuff, worn, context),
    ...exoProblems(stuff, worn),
    ...capitalProblems(stuff, data.costs),
    ...handProblems(worn),
  );
  return { totals, derived, sets, setBonusCount, problems };
}
