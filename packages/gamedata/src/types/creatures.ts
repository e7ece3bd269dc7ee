/** Monsters, classes (breeds) and spells. */
import type { I18nText, NamedDoc, Slug, UiLang } from './common.ts';

export interface MonsterDrop {
  itemId: number;
  /** Drop chance in percent per grade (index 0 = grade 1), when the source gives one per grade. */
  percentPerGrade?: number[];
  /** Drop chance in percent, when the source gives one rate for the drop (the 3.6.8.8 tables). */
  percent?: number;
  isConditional?: boolean;
  /** The game's drop condition (a criterion string such as `PL>0&PL<92`), when the source gives it. */
  criteria?: string;
  /** The item drops from (nearly) every monster of the game: an event drop, listed apart. */
  everyMonster?: boolean;
}

/** One grade of a monster; a figure no source gives is absent (never 0 in its place). */
export interface MonsterGrade {
  grade: number;
  level: number;
  lifePoints?: number;
  actionPoints?: number;
  movementPoints?: number;
  apDodge?: number;
  mpDodge?: number;
  wisdom?: number;
  strength?: number;
  intelligence?: number;
  chance?: number;
  agility?: number;
  /** Resistances in percent. */
  resistances?: Partial<Record<'neutral' | 'earth' | 'fire' | 'water' | 'air', number>>;
  experience?: number;
}

export interface Monster extends NamedDoc {
  raceId?: number;
  img?: string;
  isBoss?: boolean;
  isMiniBoss?: boolean;
  /** The mini-boss (archmonster) that replaces this monster in fights (2.73 `MonsterMiniBoss`). */
  correspondingMiniBossId?: number;
  isArchMonster?: boolean;
  grades: MonsterGrade[];
  drops: MonsterDrop[];
  /** Game version of the drop list (`3.6.8.8`, `2.5x (2019)`); absent when no source gave one. */
  dropsGameVersion?: string;
  /**
   * The newest game version whose drop tables the bundle holds, when they do not list this monster:
   * its list (of `dropsGameVersion`) may no longer hold.
   */
  dropsNotInNewestTables?: string;
  spellIds?: number[];
  subAreaIds?: number[];
  /** Area names where no game sub-area id is known (FR/EN). */
  areaNames?: I18nText[];
  dungeonIds?: number[];
}

export interface MonsterRace extends NamedDoc {
  superRaceId?: number;
  monsterIds: number[];
}

export type MonsterSuperRace = NamedDoc;

export type CostTier = [threshold: number, costPerPoint: number];

export interface Breed {
  id: number;
  shortName: I18nText;
  longName: I18nText;
  name: I18nText;
  slug: Slug;
  description?: I18nText;
  missingTranslations?: UiLang[];
  statsPointsForStrength: CostTier[];
  statsPointsForIntelligence: CostTier[];
  statsPointsForChance: CostTier[];
  statsPointsForAgility: CostTier[];
  statsPointsForVitality: CostTier[];
  statsPointsForWisdom: CostTier[];
  breedSpellsId: number[];
  breedRoles?: number[];
  complexity?: number;
  sortIndex?: number;
  maleArtwork?: number;
  femaleArtwork?: number;
  img?: string;
  imgTransparent?: string;
  guideItemId?: number;
  maleLook?: string;
  femaleLook?: string;
  creatureBonesId?: number;
  maleColors?: number[];
  femaleColors?: number[];
  spawnMap?: number;
}

export interface BreedRole extends NamedDoc {
  description?: I18nText;
  color?: string;
}

export interface SpellLevel {
  id: number;
  spellId: number;
  /** 1-based level/grade of the spell. */
  grade: number;
  minPlayerLevel?: number;
  apCost: number;
  minRange: number;
  range: number;
  rangeCanBeBoosted?: boolean;
  castInLine?: boolean;
  castTestLos?: boolean;
  criticalHitProbability?: number;
  maxCastPerTurn?: number;
  maxCastPerTarget?: number;
  minCastInterval?: number;
  effects: SpellEffect[];
  criticalEffects: SpellEffect[];
}

export interface SpellEffect {
  effectId: number;
  /** Rendered text (per language) when the source gives text, not ids. */
  text?: I18nText;
  from: number;
  to: number;
  elementId?: number;
  /** Turns the effect lasts (-1: until removed); absent for an immediate effect. */
  duration?: number;
  /** The spell an effect acts on (a spell's base damage raised…). */
  spellId?: number;
  /**
   * The source names the line's kind (damage, steal) but its value cannot be that kind for sure
   * (a single value where the game rolls a range): shown in the source's words, never computed.
   */
  kindUncertain?: boolean;
}

export interface Spell extends NamedDoc {
  description?: I18nText;
  breedId?: number;
  iconId?: number;
  img?: string;
  elementId?: number;
  /** Id of the paired variant spell for class spells. */
  variantId?: number;
  spellLevels: number[];
  /** Spell type id (d2companion), informational. */
  typeId?: number;
}

export interface SpellVariant {
  id: number;
  breedId?: number;
  spellIds: number[];
}

export interface SpellState extends NamedDoc {
  preventsSpellCast?: boolean;
  preventsFight?: boolean;
  invulnerable?: boolean;
}
