/** Monsters, classes (breeds) and spells. */
import type { I18nText, NamedDoc, Slug, UiLang } from './common.ts';

export interface MonsterDrop {
  itemId: number;
  /** Drop chance in percent per grade (index 0 = grade 1). */
  percentPerGrade: number[];
  isConditional?: boolean;
}

export interface MonsterGrade {
  grade: number;
  level: number;
  lifePoints: number;
  actionPoints: number;
  movementPoints: number;
  apDodge?: number;
  mpDodge?: number;
  wisdom?: number;
  strength?: number;
  intelligence?: number;
  chance?: number;
  agility?: number;
  /** Resistances in percent. */
  resistances: { neutral: number; earth: number; fire: number; water: number; air: number };
  experience?: number;
}

export interface Monster extends NamedDoc {
  raceId?: number;
  img?: string;
  isBoss?: boolean;
  isMiniBoss?: boolean;
  isArchMonster?: boolean;
  grades: MonsterGrade[];
  drops: MonsterDrop[];
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
