import type { PrimaryStat } from './characteristics';

/** Characteristic ids (spec §3 table, plus AP/MP parry 27/28 used by the derived values). */
export const CHARACTERISTIC = {
  ap: 1,
  strength: 10,
  vitality: 11,
  wisdom: 12,
  chance: 13,
  agility: 14,
  intelligence: 15,
  damage: 16,
  critical: 18,
  range: 19,
  mp: 23,
  power: 25,
  summons: 26,
  apParry: 27,
  mpParry: 28,
  earthResistPercent: 33,
  fireResistPercent: 34,
  waterResistPercent: 35,
  airResistPercent: 36,
  neutralResistPercent: 37,
  pods: 40,
  initiative: 44,
  prospecting: 48,
  heals: 49,
  reflect: 50,
  earthResist: 54,
  fireResist: 55,
  waterResist: 56,
  airResist: 57,
  neutralResist: 58,
  dodge: 78,
  lock: 79,
  apReduction: 82,
  mpReduction: 83,
  pushbackDamage: 84,
  pushbackResist: 85,
  criticalDamage: 86,
  criticalResist: 87,
  earthDamage: 88,
  fireDamage: 89,
  waterDamage: 90,
  airDamage: 91,
  neutralDamage: 92,
  weaponPower: 103,
  distanceDamagePercent: 120,
  distanceResistPercent: 121,
  weaponDamagePercent: 122,
  spellDamagePercent: 123,
  meleeDamagePercent: 124,
  meleeResistPercent: 125,
} as const;

export type CharacteristicName = keyof typeof CHARACTERISTIC;

/** Primary stat name → characteristic id. */
export const PRIMARY_STAT_CHARACTERISTIC: Readonly<Record<PrimaryStat, number>> = {
  vitality: CHARACTERISTIC.vitality,
  strength: CHARACTERISTIC.strength,
  intelligence: CHARACTERISTIC.intelligence,
  agility: CHARACTERISTIC.agility,
  chance: CHARACTERISTIC.chance,
  wisdom: CHARACTERISTIC.wisdom,
};

export const ELEMENTS = ['neutral', 'earth', 'fire', 'water', 'air'] as const;
export type Element = (typeof ELEMENTS)[number];

export interface ElementCharacteristics {
  /** The primary stat that scales its damage. */
  stat: number;
  damage: number;
  resist: number;
  resistPercent: number;
}

/** Per element: scaling stat, fixed damage, fixed and percent resistance ids. */
export const ELEMENT_CHARACTERISTICS: Readonly<Record<Element, ElementCharacteristics>> = {
  neutral: { stat: 10, damage: 92, resist: 58, resistPercent: 37 },
  earth: { stat: 10, damage: 88, resist: 54, resistPercent: 33 },
  fire: { stat: 15, damage: 89, resist: 55, resistPercent: 34 },
  water: { stat: 13, damage: 90, resist: 56, resistPercent: 35 },
  air: { stat: 14, damage: 91, resist: 57, resistPercent: 36 },
};

/** Game element id (0 neutral, 1 earth, 2 fire, 3 water, 4 air) → element name. */
export function elementOfId(elementId: number): Element | undefined {
  return ELEMENTS[elementId];
}
