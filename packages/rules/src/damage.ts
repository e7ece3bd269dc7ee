/**
 * Damage of one spell or weapon line, from the caster's totals, against a target's resistances.
 *
 * The order is the game's (Ankama, « Dommages et résistances », dofus.com tutorial 420181):
 * 1. the base roll × (100 + element characteristic + power) / 100, floored;
 * 2. fixed damage (all elements, then the element's, plus critical damage on a critical hit);
 * 3. the caster's percent modifiers, multiplied: spell or weapon %, melee or distance %, final damage %;
 * 4. the target's fixed resistance of the element (and critical resistance on a critical hit),
 *    « prises en compte avant les résistances en pourcentage »;
 * 5. the target's percent resistance of the element times its melee or distance resistance %.
 * Each step floors once (integer arithmetic, so that 29 × 100 % is 29), and damage never goes below zero. A life steal heals its caster half the damage
 * dealt; a heal scales with intelligence plus the heals characteristic and ignores resistances.
 */
import { CHARACTERISTIC as C, ELEMENT_CHARACTERISTICS } from './characteristic-ids';
import type { Element } from './characteristic-ids';

export type DamageKind = 'hit' | 'steal' | 'heal';

/** Life steals (91-95) and elemental hits (96-100), each in its element. */
const EFFECT_LINES: Readonly<Record<number, { element: Element; kind: DamageKind }>> = {
  91: { element: 'water', kind: 'steal' },
  92: { element: 'earth', kind: 'steal' },
  93: { element: 'air', kind: 'steal' },
  94: { element: 'fire', kind: 'steal' },
  95: { element: 'neutral', kind: 'steal' },
  96: { element: 'water', kind: 'hit' },
  97: { element: 'earth', kind: 'hit' },
  98: { element: 'air', kind: 'hit' },
  99: { element: 'fire', kind: 'hit' },
  100: { element: 'neutral', kind: 'hit' },
};

/** The effect that heals by a rolled amount (« +x PV rendus »), scaled by intelligence. */
export const HEAL_EFFECT_ID = 108;

/** The element a hit or steal effect deals damage in; undefined for any other effect (heals included). */
export function damageElementOfEffect(effectId: number): Element | undefined {
  return EFFECT_LINES[effectId]?.element;
}

/** Hit, steal or heal, with the element it scales with (fire for heals); undefined for other effects. */
export function damageLineOfEffect(effectId: number): { element: Element; kind: DamageKind } | undefined {
  if (effectId === HEAL_EFFECT_ID) return { element: 'fire', kind: 'heal' };
  return EFFECT_LINES[effectId];
}

export interface DamageLine {
  element: Element;
  min: number;
  max: number;
  /** The spell's critical line; without it the critical line is `min/max + criticalBonus`. */
  criticalMin?: number;
  criticalMax?: number;
  /** A hit unless said otherwise. */
  kind?: DamageKind;
}

/** What the target resists with; every field absent means none. */
export interface DamageTarget {
  /** Percent resistance per element (negative for a weakness). */
  resistPercent?: Partial<Record<Element, number>>;
  /** Fixed resistance per element. */
  resistFixed?: Partial<Record<Element, number>>;
  /** Taken off critical hits only. */
  criticalResist?: number;
  meleeResistPercent?: number;
  distanceResistPercent?: number;
}

export interface DamageOptions {
  /** Spell or weapon: picks the spell % or weapon % modifier, and weapon power for weapons. */
  source?: 'spell' | 'weapon';
  /** Melee or distance: picks the matching % modifiers (caster's and target's); none when absent. */
  reach?: 'melee' | 'distance';
  /** Added to the base of a weapon's critical line (the weapon's `criticalHitBonus`). */
  criticalBonus?: number;
  /** The caster's final damage % (a buff, no equipment gives it). */
  finalDamagePercent?: number;
  target?: DamageTarget;
}

export interface DamageRange {
  min: number;
  max: number;
  /** The mean over every roll of the base range, each equally likely. */
  average: number;
}

export interface DamagePreview {
  kind: DamageKind;
  /** Damage dealt (or, for a heal, life given back). */
  normal: DamageRange;
  critical: DamageRange;
  /** A steal's heal to its caster: half the damage dealt, floored. */
  stolen?: { normal: DamageRange; critical: DamageRange };
}

/** 100 + a percent modifier, never below 0 (integers, so that floors are exact). */
const factor = (percent: number) => Math.max(0, 100 + percent);
/** `value` × each (100 + percent) / 100, floored once. */
function scaled(value: number, ...percents: number[]): number {
  let numerator = value;
  let denominator = 1;
  for (const percent of percents) {
    numerator *= factor(percent);
    denominator *= 100;
  }
  return Math.floor(numerator / denominator);
}

/** The final amount of one base roll, normal (`critical` false) or critical. */
type Roll = (base: number, critical: boolean) => number;

function hitRoll(line: DamageLine, totals: Readonly<Record<number, number>>, options: DamageOptions): Roll {
  const at = (id: number) => totals[id] ?? 0;
  const element = ELEMENT_CHARACTERISTICS[line.element];
  const isWeapon = options.source === 'weapon';
  const scaling = at(element.stat) + at(C.power) + (isWeapon ? at(C.weaponPower) : 0);
  const fixed = at(C.damage) + at(element.damage);
  const sourcePercent = isWeapon ? at(C.weaponDamagePercent) : at(C.spellDamagePercent);
  const reachPercent =
    options.reach === 'melee' ? at(C.meleeDamagePercent) : options.reach === 'distance' ? at(C.distanceDamagePercent) : 0;
  const target = options.target ?? {};
  const resistFixed = target.resistFixed?.[line.element] ?? 0;
  const resistPercent = target.resistPercent?.[line.element] ?? 0;
  const reachResist =
    options.reach === 'melee'
      ? (target.meleeResistPercent ?? 0)
      : options.reach === 'distance'
        ? (target.distanceResistPercent ?? 0)
        : 0;
  return (base, critical) => {
    const raw = scaled(base, scaling) + fixed + (critical ? at(C.criticalDamage) : 0);
    if (raw <= 0) return 0;
    const dealt = scaled(raw, sourcePercent, reachPercent, options.finalDamagePercent ?? 0);
    const resisted = dealt - resistFixed - (critical ? (target.criticalResist ?? 0) : 0);
    if (resisted <= 0) return 0;
    return scaled(resisted, -resistPercent, -reachResist);
  };
}

function healRoll(totals: Readonly<Record<number, number>>): Roll {
  const intelligence = totals[C.intelligence] ?? 0;
  const heals = totals[C.heals] ?? 0;
  return (base) => Math.max(0, scaled(base, intelligence) + heals);
}

/** Min, max and mean of `roll` over every integer base from `min` to `max`. */
function range(min: number, max: number, roll: (base: number) => number): DamageRange {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  let sum = 0;
  let least = Infinity;
  let most = -Infinity;
  for (let base = low; base <= high; base += 1) {
    const value = roll(base);
    sum += value;
    if (value < least) least = value;
    if (value > most) most = value;
  }
  return { min: least, max: most, average: sum / (high - low + 1) };
}

const half = (value: number) => Math.floor(value / 2);

/** Normal and critical amounts of one line, against `options.target` (no resistance without one). */
export function damagePreview(
  line: DamageLine,
  totals: Readonly<Record<number, number>>,
  options: DamageOptions = {},
): DamagePreview {
  const kind = line.kind ?? 'hit';
  const roll = kind === 'heal' ? healRoll(totals) : hitRoll(line, totals, options);
  const bonus = options.criticalBonus ?? 0;
  const criticalMin = line.criticalMin ?? line.min + bonus;
  const criticalMax = line.criticalMax ?? line.max + bonus;
  const normal = range(line.min, line.max, (base) => roll(base, false));
  const critical = range(criticalMin, criticalMax, (base) => roll(base, true));
  if (kind !== 'steal') return { kind, normal, critical };
  return {
    kind,
    normal,
    critical,
    stolen: {
      normal: range(line.min, line.max, (base) => half(roll(base, false))),
      critical: range(criticalMin, criticalMax, (base) => half(roll(base, true))),
    },
  };
}
