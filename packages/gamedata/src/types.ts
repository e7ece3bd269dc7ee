/**
 * Normalized game documents: the shape of the bundle (`data/bundle/<collection>.json.gz`) and of
 * the read-only API. It follows DofusDB's document shape so DofusDB clients keep working.
 * Shared by the importer, the demo world, the server and the web app.
 */

export const LANGS = ['fr', 'en', 'de', 'es', 'pt'] as const;
export type Lang = (typeof LANGS)[number];
/** The languages the UI is written in; every name carries at least these two. */
export const UI_LANGS = ['fr', 'en'] as const;
export type UiLang = (typeof UI_LANGS)[number];

/** Text per language. `fr` and `en` are always present (en = fr when missing, and flagged). */
export type I18nText = { fr: string; en: string } & Partial<Record<'de' | 'es' | 'pt', string>>;
export type Slug = { fr: string; en: string };

/** Fields every named document has. */
export interface NamedDoc {
  id: number;
  name: I18nText;
  slug: Slug;
  /** Languages whose text was copied from French because no source had it. */
  missingTranslations?: UiLang[];
}

export interface ItemEffect {
  /** Game effect id (`effects` collection). */
  effectId: number;
  /** Characteristic id (spec section 3 table), 0 when the effect is not a characteristic. */
  characteristic: number;
  from: number;
  /** Upper bound; equal to `from` for a fixed value. */
  to: number;
}

export interface WeaponStats {
  apCost: number;
  minRange: number;
  maxRange: number;
  criticalHitProbability: number;
  criticalHitBonus: number;
  maxCastPerTurn: number;
}

export interface Item extends NamedDoc {
  description?: I18nText;
  level: number;
  typeId: number;
  superTypeId?: number;
  iconId?: number;
  /** Absolute image URL, or a path under IMAGE_BASE_URL. */
  img?: string;
  effects: ItemEffect[];
  /** Game criterion string, e.g. `(CS>100&PL>50)|Pa=3`. */
  criterions?: string;
  itemSetId?: number;
  recipeIds: number[];
  dropMonsterIds: number[];
  /** Stuff slot name from the item-type table (`weapon`, `ring`, `dofus`...), when equippable. */
  slot?: ItemSlot;
  weapon?: WeaponStats;
  /** The mount a certificate stands for (its effects are that mount's bonuses when the dumps give the certificate none). */
  mountId?: number;
  /** Item ids of quests/achievements rewarding it are derived by the API, not stored. */
  isEquipment?: boolean;
}

export type ItemSlot = 'weapon' | 'amulet' | 'boots' | 'ring' | 'belt' | 'helmet' | 'cape' | 'shield' | 'dofus' | 'pet';

export interface ItemType extends NamedDoc {
  superTypeId: number;
  categoryId?: number;
  slot?: ItemSlot;
  craftXpRatio?: number;
}
export interface ItemSuperType extends NamedDoc {
  possiblePositions?: number[];
}

export interface SetBonus {
  /** Number of distinct pieces worn for this bonus row. */
  itemCount: number;
  effects: ItemEffect[];
}
export interface ItemSet extends NamedDoc {
  level: number;
  itemIds: number[];
  bonuses: SetBonus[];
}

export interface Recipe {
  /** Same as resultId (one recipe per result item). */
  id: number;
  resultId: number;
  resultTypeId?: number;
  resultLevel?: number;
  jobId: number;
  skillId?: number;
  ingredientIds: number[];
  quantities: number[];
}

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
  questId?: number;
  itemId?: number;
  itemName: I18nText;
  quantity: number;
  kamas?: number;
  bonus: { name?: I18nText; description: I18nText; categories?: string[] };
  merydes?: I18nText;
  /** Image of the offering item. */
  img?: string;
}

export type ModsterRarity = 'common' | 'rare' | 'evolution' | 'epic' | 'legendary' | 'unique';
export interface Modster extends NamedDoc {
  rarity: ModsterRarity;
  itemId?: number;
  itemIdKroma?: number;
  parentsModsterId?: number[];
  activeSpellIds?: number[];
  passiveSpellIds?: number[];
  order: number;
  img?: string;
}

export interface Job extends NamedDoc {
  iconId?: number;
  description?: I18nText;
  img?: string;
}
export interface Server extends NamedDoc {
  gameTypeId: number;
  communityId: number;
  language?: string;
  openingDate?: string;
  populationId?: number;
}
export interface World extends NamedDoc {
  origineX?: number;
  origineY?: number;
  mapWidth?: number;
  mapHeight?: number;
}

export interface MapPosition {
  /** Game map id. */
  id: number;
  posX: number;
  posY: number;
  worldMap: number;
  subAreaId?: number;
  outdoor?: boolean;
  /** Treasure-hunt clue ids (`point-of-interest` ids) found on this map. */
  clueIds?: number[];
}
/** A treasure-hunt clue. */
export interface PointOfInterest extends NamedDoc {
  categoryId?: number;
}

export interface Characteristic extends NamedDoc {
  keyword: string;
  categoryId: number;
  visible: boolean;
  order: number;
  upgradable?: boolean;
  asset?: string;
}
export interface EffectDef {
  id: number;
  /** Description template with `#1`, `#2`, `#3` placeholders, per language. */
  description: I18nText;
  characteristic: number;
  category?: number;
  operator?: string;
  useDice?: boolean;
  bonusType?: number;
  elementId?: number;
  showInTooltip?: boolean;
  effectPriority?: number;
  oppositeId?: number;
  missingTranslations?: UiLang[];
}

export interface Mount extends NamedDoc {
  familyId: number;
  certificateId?: number;
  effects: ItemEffect[];
  img?: string;
  /** Breeding data (elevagesimu, Dofus 3.6): family key, generation, colours, parents pairs. */
  family?: string;
  generation?: number;
  colors?: string[];
  capturable?: boolean;
  breedable?: boolean;
  /** Item id of the mount (Dofus 3: 33000…). */
  itemId?: number;
  captureMonsterId?: number;
  crossings?: number[][];
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
export interface Area extends NamedDoc {
  superAreaId?: number;
  worldmapId?: number;
}
export interface SubArea extends NamedDoc {
  areaId: number;
  level?: number;
  mapIds: number[];
  worldmapId?: number;
  monsterIds?: number[];
}

/**
 * `treasure-hunt-index`: one record per clue (`point-of-interest` id) with every map holding it, so a
 * hunt step (position, direction, clue) is answered without scanning all map positions. The same data
 * is in `map-positions[].clueIds`; this is the inverted index.
 */
export interface TreasureHuntIndexEntry {
  id: number;
  /** [mapId, posX, posY, worldMap] per map holding the clue. */
  maps: [number, number, number, number][];
  /** [posX, posY] from sources without map ids (dofuspourlesnoobs), when any. */
  positionsWithoutMap?: [number, number][];
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
export interface Skill {
  id: number;
  name?: I18nText;
  parentJobId?: number;
  isForgemagus?: boolean;
  levelMin?: number;
  gatheredRessourceItem?: number;
  craftableItemIds?: number[];
  modifiableItemTypeIds?: number[];
  interactiveId?: number;
}
/** Named lists with no other field of note: emoticons, sidekicks, alignment sides, months, super races. */
export type Emoticon = NamedDoc;
export type Sidekick = NamedDoc;
export type AlignmentSide = NamedDoc;
export type Month = NamedDoc;
export type MonsterSuperRace = NamedDoc;
export interface XpTable {
  id: number;
  /** `metier` (job), `monture` (mount) or `familiers` (pet). */
  table: string;
  /** [level, cumulative XP]. */
  levels: [number, number][];
}

/** Per-collection coverage figures, as printed by `data:report`. */
export interface CollectionCoverage {
  records: number;
  /** Percent of named records with a French / English name of their own. */
  fr: number;
  en: number;
  sources: string[];
  /** False when the collection's records carry no name (fr/en are then 0). */
  named?: boolean;
}
export interface BundleManifest {
  /** Bundle format version; bump when the shape changes so `npm start` rebuilds. */
  formatVersion: number;
  /** Newest game version among the sources used. */
  gameVersion: string;
  generatedAt: string;
  /** `demo` or `gamedata`. */
  origin: 'demo' | 'gamedata' | 'empty';
  /** Hash of the inputs (source files + importer code) the bundle was built from. */
  inputHash: string;
  sources: { name: string; gameVersion: string; commit?: string; collections: string[] }[];
  collections: Record<string, CollectionCoverage>;
}
