/** Damage preview for the `calcul_damage` flag: one spell or weapon line against no resistance. */
import { CHARACTERISTIC as C, ELEMENT_CHARACTERISTICS } from './characteristic-ids';
import type { Element } from './characteristic-ids';

/** Elemental hits (96-100) and life steals (91-95): the effects whose damage the stuff scales. */
export const DAMAGE_EFFECT_ELEMENTS: Readonly<Record<number, Element>> = {
  91: 'water',
  92: 'earth',
  93: 'air',
  94: 'fire',
  95: 'neutral',
  96: 'water',
  97: 'earth',
  98: 'air',
  99: 'fire',
  100: 'neutral',
};

/** The element a hit or steal effect deals damage in; undefined for any other effect (heals included). */
export function damageElementOfEffect(effectId: number): Element | undefined {
  return DAMAGE_EFFECT_ELEMENTS[effectId];
}

export interface DamageLine {
  element: Element;
  min: number;
  max: number;
  /** The spell's critical line; without it the critical line is `min/max + criticalBonus`. */
  criticalMin?: number;
  criticalMax?: number;
}

export interface DamageOptions {
  /** Spell or weapon: picks the spell % or weapon % modifier, and weapon power for weapons. */
  source?: 'spell' | 'weapon';
  /** Melee or distance: picks the matching % modifier; none applied when absent. */
  reach?: 'melee' | 'distance';
  /** Added to the base of a weapon's critical line (the weapon's `criticalHitBonus`). */
  criticalBonus?: number;
}

export interface DamageRange {
  min: number;
  max: number;
}
export interface DamagePreview {
  normal: DamageRange;
  critical: DamageRange;
}

interface Modifiers {
  multiplier: number;
  fixed: number;
  percent: number;
}

function modifiers(
  line: DamageLine,
  totals: Readonly<Record<number, number>>,
  options: DamageOptions,
): Modifiers {
  const at = (id: number) => totals[id] ?? 0;
  const element = ELEMENT_CHARACTERISTICS[line.element];
  const isWeapon = options.source === 'weapon';
  const power = at(C.power) + (isWeapon ? at(C.weaponPower) : 0);
  const sourcePercent = isWeapon ? at(C.weaponDamagePercent) : at(C.spellDamagePercent);
  const reachPercent =
    options.reach === 'melee'
      ? at(C.meleeDamagePercent)
      : options.reach === 'distance'
        ? at(C.distanceDamagePercent)
        : 0;
  return {
    multiplier: Math.max(0, 100 + at(element.stat) + power) / 100,
    fixed: at(C.damage) + at(element.damage),
    percent: (Math.max(0, 100 + sourcePercent) / 100) * (Math.max(0, 100 + reachPercent) / 100),
  };
}

/** base × (100 + characteristic + power) / 100 + fixed damage, then the percent modifiers. */
function hit(base: number, mods: Modifiers, extraFixed: number): number {
  const raw = Math.floor(base * mods.multiplier) + mods.fixed + extraFixed;
  return Math.max(0, Math.floor(raw * mods.percent));
}

/** Normal and critical damage of one line; critical hits add critical damage (86). */
export function damagePreview(
  line: DamageLine,
  totals: Readonly<Record<number, number>>,
  options: DamageOptions = {},
): DamagePreview {
  const mods = modifiers(line, totals, options);
  const bonus = options.criticalBonus ?? 0;
  const criticalFixed = totals[C.criticalDamage] ?? 0;
  return {
    normal: { min: hit(line.min, mods, 0), max: hit(line.max, mods, 0) },
    critical: {
      min: hit(line.criticalMin ?? line.min + bonus, mods, criticalFixed),
      max: hit(line.criticalMax ?? line.max + bonus, mods, criticalFixed),
    },
  };
}
