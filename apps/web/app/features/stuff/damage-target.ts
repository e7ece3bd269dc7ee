/**
 * The damage preview's target, as the address holds it (`?target=`), so a shared link shows the
 * same damage: nothing, a monster at a grade, or resistances typed in.
 *   - `m.<monsterId>.<grade>`
 *   - `c.<% neutral,earth,fire,water,air>.<fixed neutral,…,air>.<critical>.<melee %>.<distance %>`
 * Anything else (or a value out of bounds) reads as no target.
 */
import { ELEMENTS } from '@grimoire/rules';
import type { DamageTarget, Element } from '@grimoire/rules';
import type { MonsterGrade } from '@grimoire/gamedata/types';

export const TARGET_PARAM = 'target';

/** Bounds of what a player may type: the game's monsters go from −100 % (double damage) to 100 %. */
export const TARGET_LIMITS = {
  percent: { min: -100, max: 100 },
  fixed: { min: -1000, max: 5000 },
} as const;

export interface CustomTarget {
  resistPercent: Record<Element, number>;
  resistFixed: Record<Element, number>;
  criticalResist: number;
  meleeResistPercent: number;
  distanceResistPercent: number;
}

export type TargetChoice =
  | { kind: 'none' }
  | { kind: 'monster'; monsterId: number; grade: number }
  | { kind: 'custom'; custom: CustomTarget };

const perElement = (value: number) => Object.fromEntries(ELEMENTS.map((element) => [element, value])) as Record<Element, number>;

export const EMPTY_CUSTOM: CustomTarget = {
  resistPercent: perElement(0),
  resistFixed: perElement(0),
  criticalResist: 0,
  meleeResistPercent: 0,
  distanceResistPercent: 0,
};

const INTEGER = /^-?[0-9]{1,5}$/;
type Limits = { min: number; max: number };

function bounded(text: string | undefined, { min, max }: Limits): number | undefined {
  if (text === undefined || !INTEGER.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function elementValues(text: string | undefined, limits: Limits): Record<Element, number> | undefined {
  const parts = text?.split(',') ?? [];
  if (parts.length !== ELEMENTS.length) return undefined;
  const values = parts.map((part) => bounded(part, limits));
  if (values.some((value) => value === undefined)) return undefined;
  return Object.fromEntries(ELEMENTS.map((element, i) => [element, values[i]])) as Record<Element, number>;
}

/** The target a `?target=` value names; no target when it names none correctly. */
export function parseTarget(value: string | null | undefined): TargetChoice {
  const parts = (value ?? '').split('.');
  if (parts[0] === 'm' && parts.length === 3) {
    const monsterId = bounded(parts[1], { min: 1, max: 99_999 });
    const grade = bounded(parts[2], { min: 1, max: 20 });
    if (monsterId !== undefined && grade !== undefined) return { kind: 'monster', monsterId, grade };
  }
  if (parts[0] === 'c' && parts.length === 6) {
    const resistPercent = elementValues(parts[1], TARGET_LIMITS.percent);
    const resistFixed = elementValues(parts[2], TARGET_LIMITS.fixed);
    const criticalResist = bounded(parts[3], TARGET_LIMITS.fixed);
    const meleeResistPercent = bounded(parts[4], TARGET_LIMITS.percent);
    const distanceResistPercent = bounded(parts[5], TARGET_LIMITS.percent);
    if (resistPercent && resistFixed && criticalResist !== undefined && meleeResistPercent !== undefined && distanceResistPercent !== undefined) {
      return { kind: 'custom', custom: { resistPercent, resistFixed, criticalResist, meleeResistPercent, distanceResistPercent } };
    }
  }
  return { kind: 'none' };
}

/** The `?target=` value of a choice; null for no target (the parameter is left out). */
export function targetParam(choice: TargetChoice): string | null {
  if (choice.kind === 'monster') return choice.monsterId > 0 ? `m.${choice.monsterId}.${choice.grade}` : null;
  if (choice.kind === 'none') return null;
  const { resistPercent, resistFixed, criticalResist, meleeResistPercent, distanceResistPercent } = choice.custom;
  const list = (values: Record<Element, number>) => ELEMENTS.map((element) => values[element]).join(',');
  return ['c', list(resistPercent), list(resistFixed), criticalResist, meleeResistPercent, distanceResistPercent].join('.');
}

/**
 * What a monster's grade resists with: its percent resistances as the data gives them. The data
 * gives monsters no fixed, critical, melee or distance resistances; an element it leaves out is 0,
 * as in the game's own monster sheets.
 */
export function monsterGradeTarget(grade: Pick<MonsterGrade, 'resistances'>): DamageTarget {
  return { resistPercent: { ...grade.resistances } };
}

/** The resistances a choice deals damage against (none for no target or an unloaded monster). */
export function damageTargetOf(choice: TargetChoice, grade: Pick<MonsterGrade, 'resistances'> | undefined): DamageTarget | undefined {
  if (choice.kind === 'custom') return choice.custom;
  if (choice.kind === 'monster' && grade) return monsterGradeTarget(grade);
  return undefined;
}
