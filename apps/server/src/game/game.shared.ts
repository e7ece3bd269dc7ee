/**
 * The contract of the read-only game services: each collection (`api/items`, `api/monsters`…) with
 * the record type our pages read (the normalized types of `@grimoire/gamedata`; answers also carry
 * DofusDB's extra fields, see the OpenAPI document), the site search, conditions in words and the
 * data version. Client-safe: types and constants only.
 */
import type * as G from '@grimoire/gamedata/types';
import type { Paginated, Query } from '../contract';
import type { BUNDLE_ONLY_COLLECTIONS, SPEC_COLLECTIONS } from './collections';
import type { CriterionService } from './criterion';
import type { SearchService } from './search/search-service';

export const searchPath = 'search';
export const criterionPath = 'criterion';
export const versionPath = 'version';

/** Every collection served under `/api/<name>` (the spec's, and those the importer adds). */
export type GameCollectionName = (typeof SPEC_COLLECTIONS)[number] | (typeof BUNDLE_ONLY_COLLECTIONS)[number];

/** A game record of a collection our pages do not read field by field. */
export interface GameRecord {
  id: number;
  [field: string]: unknown;
}

/** The record type of each collection the pages read. */
export interface GameRecords {
  achievements: G.Achievement;
  'achievement-categories': G.AchievementCategory;
  'alignment-sides': G.AlignmentSide;
  almanax: G.AlmanaxDay;
  areas: G.Area;
  breeds: G.Breed;
  'breed-roles': G.BreedRole;
  challenges: G.Challenge;
  characteristics: G.Characteristic;
  'characteristic-categories': G.CharacteristicCategory;
  dimensions: G.NamedDoc;
  dungeons: G.Dungeon;
  effects: G.EffectDef;
  emoticons: G.Emoticon;
  'havenbag-furnitures': G.HavenbagFurniture;
  'havenbag-themes': G.HavenbagTheme;
  idols: G.Idol;
  items: G.Item;
  'item-sets': G.ItemSet;
  'item-super-types': G.ItemSuperType;
  'item-types': G.ItemType;
  jobs: G.Job;
  'map-positions': G.MapPosition;
  modsters: G.Modster;
  monsters: G.Monster;
  'monster-races': G.MonsterRace;
  'monster-super-races': G.MonsterSuperRace;
  months: G.Month;
  mounts: G.Mount;
  'mount-families': G.MountFamily;
  'point-of-interest': G.PointOfInterest;
  quests: G.Quest;
  'quest-categories': G.QuestCategory;
  recipes: G.Recipe;
  servers: G.Server;
  sidekicks: G.Sidekick;
  skills: G.Skill;
  spells: G.Spell;
  'spell-levels': G.SpellLevel;
  'spell-states': G.SpellState;
  'spell-variants': G.SpellVariant;
  subareas: G.SubArea;
  'super-areas': G.SuperArea;
  titles: G.Title;
  'treasure-hunt-index': G.TreasureHuntIndexEntry;
  waypoints: G.Waypoint;
  worlds: G.World;
  'xp-tables': G.XpTable;
}

export type GameRecordOf<N extends string> = N extends keyof GameRecords ? GameRecords[N] : GameRecord;

/** A field of the record, or a dotted path into one (`grades.level`): what `$select` names. */
export type FieldPath<R> = (keyof R & string) | `${keyof R & string}.${string}`;

/**
 * The DofusDB query dialect (see `/api/docs`): field conditions with MongoDB operators, paging,
 * sorting, and `$select`, whose names must be fields of the record (a typo does not compile).
 */
export type GameQuery<R> = Query & {
  $select?: readonly FieldPath<R>[];
  $limit?: number;
  $skip?: number;
  $sort?: Record<string, number> | string;
  $populate?: boolean;
  lang?: string;
};

/** The contract of one game collection: `find` and `get` only. */
export interface GameCollectionContract<R> {
  methods: 'find' | 'get';
  found: Paginated<R>;
  result: R;
  query: GameQuery<R>;
}

export type GameContracts = { [N in GameCollectionName]: GameCollectionContract<GameRecordOf<N>> };

/** One group of the site search's hits (`GET /api/search?q=`). */
export type SearchGroup = Awaited<ReturnType<SearchService['find']>>['data'][number];
/** A game condition in words (`GET /api/criterion/{criterion}`). */
export type CriterionAnswer = Awaited<ReturnType<CriterionService['get']>>;
