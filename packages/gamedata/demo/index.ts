/**
 * The demo world: invented game content (FR + EN) that `npm start` imports when no real game data
 * is configured, and that the browser tests run on. Keys are collection names (= API paths); the
 * documents follow `src/types.ts`, minus what the importer's finalize step derives (slugs,
 * missingTranslations, item recipeIds/dropMonsterIds/slot).
 *
 * Deliberately English-less records (only `name.fr`; finalize copies it to `en` and flags them):
 *   - items/413 "Sac à dos du Colporteur" (name and description),
 *   - monsters/116 "Épouvantail Borgne",
 *   - point-of-interest/230 "Marmite de la sorcière".
 *
 * Notable records: set 1 holds ring 431 (ring 432 is set-free); chain wood 301 → plank 351 → hat 401;
 * dungeon 2 with boss monster 109; treasure hunts start well from map 1210 at (0, 0).
 */
import { achievementCategories, achievements } from './achievements.ts';
import { challenges, dungeons, idols } from './activities.ts';
import { almanax } from './almanax.ts';
import { breeds } from './breeds.ts';
import { havenbagFurnitures, havenbagThemes, mounts, titles } from './collectibles.ts';
import { mountFamilies, withBreeding } from './breeding.ts';
import { items } from './items.ts';
import { monsterRaces, monsterSuperRaces, monsters } from './monsters.ts';
import { questCategories, quests } from './quests.ts';
import {
  breedRoles,
  characteristics,
  effects,
  itemSuperTypes,
  itemTypes,
  jobs,
  servers,
  worlds,
} from './reference.ts';
import { itemSets, recipes } from './sets.ts';
import { spellLevels, spells } from './spells.ts';
import { modsters } from './temporis.ts';
import { areas, mapPositions, pointsOfInterest, subAreas, superAreas } from './world.ts';

export const DEMO_GAME_VERSION = 'demo-1';

export const demoWorld: Record<string, unknown[]> = {
  items,
  'item-sets': itemSets,
  'item-types': itemTypes,
  'item-super-types': itemSuperTypes,
  recipes,
  jobs,
  monsters,
  'monster-races': monsterRaces,
  'monster-super-races': monsterSuperRaces,
  breeds,
  'breed-roles': breedRoles,
  spells,
  'spell-levels': spellLevels,
  quests,
  'quest-categories': questCategories,
  achievements,
  'achievement-categories': achievementCategories,
  dungeons,
  challenges,
  'havenbag-themes': havenbagThemes,
  'havenbag-furnitures': havenbagFurnitures,
  almanax,
  modsters,
  'map-positions': mapPositions,
  'point-of-interest': pointsOfInterest,
  areas,
  subareas: subAreas,
  'super-areas': superAreas,
  worlds,
  servers,
  characteristics,
  effects,
  mounts: withBreeding(mounts),
  'mount-families': mountFamilies,
  titles,
  idols,
};
