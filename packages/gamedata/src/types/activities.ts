/** Quests, achievements, dungeons, challenges, haven bags, almanax, Temporis, titles and other named lists. */
import type { I18nText, MaybeNamedDoc, NamedDoc, Omitted, Slug, UiLang } from './common.ts';

export interface QuestCategory extends NamedDoc {
  order?: number;
  questIds: number[];
}

export interface QuestReward {
  id: number;
  levelMin: number;
  levelMax: number;
  kamasRatio: number;
  experienceRatio: number;
  kamasScaleWithPlayerLevel: boolean;
  /** [itemId, quantity] pairs. */
  itemsReward: [number, number][];
  /** `{itemsReward: n}`: reward items the bundle lacks, left out. */
  omitted?: Omitted;
  emotesReward?: number[];
  jobsReward?: number[];
  spellsReward?: number[];
  titlesReward?: number[];
}

export interface QuestObjective {
  id: number;
  typeId?: number;
  text?: I18nText;
  mapId?: number;
}

export interface QuestStep {
  id: number;
  name?: I18nText;
  description?: I18nText;
  optimalLevel: number;
  duration: number;
  objectives: QuestObjective[];
  rewards: QuestReward[];
}

export interface Quest extends NamedDoc {
  categoryId: number;
  levelMin?: number;
  levelMax?: number;
  repeatType?: number;
  isDungeonQuest?: boolean;
  isPartyQuest?: boolean;
  startCriterion?: string;
  /** The game's flag for quests the player can follow in the quest tracker (2.73 dump). */
  followable?: boolean;
  /** How many times a repeatable quest can be done per period (2.73 dump). */
  repeatLimit?: number;
  steps: QuestStep[];
}

export interface AchievementCategory extends NamedDoc {
  parentId: number;
  order?: number;
  achievementIds: number[];
  color?: string;
  icon?: string;
}

export interface AchievementReward {
  id: number;
  criteria?: string;
  kamasRatio: number;
  experienceRatio: number;
  kamasScaleWithPlayerLevel: boolean;
  itemsReward: [number, number][];
  omitted?: Omitted;
  emotesReward?: number[];
  spellsReward?: number[];
  titlesReward?: number[];
  ornamentsReward?: number[];
}

export interface AchievementObjective {
  id: number;
  order: number;
  name?: I18nText;
  criterion?: string;
}

export interface Achievement extends NamedDoc {
  description?: I18nText;
  categoryId: number;
  iconId?: number;
  points: number;
  level: number;
  order?: number;
  objectives: AchievementObjective[];
  rewards: AchievementReward[];
  accountLinked?: boolean;
}

export interface Dungeon extends NamedDoc {
  level: number;
  mapIds: number[];
  entranceMapId?: number;
  exitMapId?: number;
  monsterIds: number[];
  bossId?: number;
  subAreaId?: number;
}

export interface Challenge extends NamedDoc {
  description?: I18nText;
  categoryId?: number;
  iconId?: number;
  targetMonsterId?: number;
  incompatibleChallenges?: number[];
  completionCriterion?: string;
  activationCriterion?: string;
}

export interface HavenbagTheme extends NamedDoc {
  mapId?: number;
  img?: string;
}

/** One piece of haven-bag furniture; `layerId` 0 ground, 1 furniture, 2 decor. */
export interface HavenbagFurniture {
  id: number;
  themeId: number;
  typeId?: number;
  elementId?: number;
  layerId: 0 | 1 | 2;
  name?: I18nText;
  img?: string;
  blocksMovement?: boolean;
  isStackable?: boolean;
  cellsWidth?: number;
  cellsHeight?: number;
}

/** One day of the almanax. `id` is the day of a leap year, 1..366; `date` is `MM-DD`. */
export interface AlmanaxDay {
  id: number;
  date: string;
  /** The 2025 and 2026 almanax sources name different offerings for this day: the 2026 one is kept. */
  offeringChanged?: boolean;
  questId?: number;
  itemId?: number;
  itemName: I18nText;
  quantity: number;
  kamas?: number;
  bonus: { name?: I18nText; description: I18nText; categories?: string[] };
  merydes?: I18nText;
  /** Image of the offering item. */
  img?: string;
  /** The game's almanax calendar entry of the day (the offering quest's `Ad=` start condition). */
  calendarId?: number;
  /** The calendar entry's NPC (the day's Meryde) and bonus ids, from the 2.73 calendar table. */
  npcId?: number;
  bonusIds?: number[];
}

export type ModsterRarity = 'common' | 'rare' | 'evolution' | 'epic' | 'legendary' | 'unique';

export interface Modster extends MaybeNamedDoc {
  /** Absent when no source gives it (the 2.73 dump has none). */
  rarity?: ModsterRarity;
  itemId?: number;
  itemIdKroma?: number;
  parentsModsterId?: number[];
  activeSpellIds?: number[];
  passiveSpellIds?: number[];
  order: number;
  img?: string;
}

export interface Title {
  id: number;
  name: I18nText;
  nameFemale?: I18nText;
  slug: Slug;
  categoryId?: number;
  visible?: boolean;
  missingTranslations?: UiLang[];
}

export interface Idol extends NamedDoc {
  level?: number;
  score?: number;
  description?: I18nText;
  img?: string;
}

export interface Job extends NamedDoc {
  iconId?: number;
  description?: I18nText;
  img?: string;
}

/** Named lists with no other field of note: emoticons, sidekicks, alignment sides, months. */
export type Emoticon = NamedDoc;

export type Sidekick = NamedDoc;

export type AlignmentSide = NamedDoc;

export type Month = NamedDoc;
