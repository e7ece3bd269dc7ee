/** Small builders shared by the demo-world files. */
import type { I18nText, ItemEffect } from '../src/types.ts';

/** Documents as the demo writes them: the importer's finalize step derives slugs and flags. */
export type Demo<T> = Omit<T, 'slug' | 'missingTranslations'>;

export function t(fr: string, en: string): I18nText {
  return { fr, en };
}

/**
 * French-only text: deliberately breaks the `{fr, en}` contract so the importer's finalize step
 * fills `en` from `fr` and flags the record in `missingTranslations` (tests the UI's "FR" mark).
 */
export function frOnly(fr: string): I18nText {
  return { fr } as I18nText;
}

/** Characteristic id and item effect id per stat (spec section 3 table). */
export const STAT = {
  ap: [1, 111],
  mp: [23, 128],
  range: [19, 117],
  vitality: [11, 125],
  strength: [10, 118],
  intelligence: [15, 126],
  chance: [13, 123],
  agility: [14, 119],
  wisdom: [12, 124],
  crit: [18, 115],
  power: [25, 138],
  damage: [16, 112],
  summons: [26, 182],
  initiative: [44, 174],
  prospecting: [48, 176],
  pods: [40, 158],
  heals: [49, 178],
  reflect: [50, 220],
  earthResPct: [33, 210],
  waterResPct: [35, 211],
  airResPct: [36, 212],
  fireResPct: [34, 213],
  neutralResPct: [37, 214],
  earthRes: [54, 240],
  waterRes: [56, 241],
  airRes: [57, 242],
  fireRes: [55, 243],
  neutralRes: [58, 244],
  dodge: [78, 752],
  tackle: [79, 753],
  apReduction: [82, 410],
  mpReduction: [83, 412],
  pushbackDamage: [84, 414],
  pushbackRes: [85, 416],
  critDamage: [86, 418],
  critRes: [87, 420],
  earthDamage: [88, 422],
  fireDamage: [89, 424],
  waterDamage: [90, 426],
  airDamage: [91, 428],
  neutralDamage: [92, 430],
  rangedDamagePct: [120, 2804],
  rangedResPct: [121, 2807],
  weaponDamagePct: [122, 2808],
  spellDamagePct: [123, 2812],
  meleeDamagePct: [124, 2800],
  meleeResPct: [125, 2803],
  weaponPower: [103, 2844],
} as const satisfies Record<string, readonly [characteristic: number, effectId: number]>;
export type StatName = keyof typeof STAT;

/** A characteristic line on an item, set or mount: `fx('vitality', 30, 50)`. */
export function fx(stat: StatName, from: number, to = from): ItemEffect {
  const [characteristic, effectId] = STAT[stat];
  return { effectId, characteristic, from, to };
}

/** Weapon damage effect ids (characteristic 0), and the matching element ids. */
export const HIT = { water: 96, earth: 97, air: 98, fire: 99, neutral: 100 } as const;
export const ELEMENT = { neutral: 0, earth: 1, fire: 2, water: 3, air: 4 } as const;
export type Element = keyof typeof HIT;

/** A weapon damage line: `hit('earth', 12, 16)`. */
export function hit(element: Element, from: number, to = from): ItemEffect {
  return { effectId: HIT[element], characteristic: 0, from, to };
}
/** "Restores #1 to #2 HP" (consumables). */
export const HEAL_EFFECT = 110;
export function heal(from: number, to = from): ItemEffect {
  return { effectId: HEAL_EFFECT, characteristic: 0, from, to };
}
