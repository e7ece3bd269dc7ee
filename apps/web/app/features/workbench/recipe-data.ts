import type { Item, Job, Monster, Recipe, SubArea } from '@grimoire/gamedata/types';
import { loadHarvestSpots, type SpotLink } from '../curated';
import { RECIPE_MAX_DEPTH, type RecipeBook } from '@grimoire/rules';
import { findIn } from '../../api/find-in';
import type { ApiClient } from '../../api/types';
import { bestDropRate } from '../monsters';

/** Best droppers shown per raw resource. */
const DROPPERS_SHOWN = 3;
/** Sub-areas named per dropper, and per harvested resource (the map lists them all). */
export const PLACES_SHOWN = 3;

export type WorkbenchItem = Pick<Item, 'id' | 'name' | 'level' | 'typeId' | 'img' | 'missingTranslations' | 'droppedByEveryMonster'>;
type Named = Pick<Job, 'id' | 'name' | 'missingTranslations'>;

export interface Dropper {
  id: number;
  name: Monster['name'];
  missingTranslations?: Monster['missingTranslations'];
  /** Best drop rate over the monster's grades, in percent. */
  rate: number;
  /** Where it lives (sub-area ids). */
  subAreaIds: number[];
}

/** A sub-area as "where to get it" names it. */
export type Place = Pick<SubArea, 'id' | 'name' | 'missingTranslations' | 'level'>;

/** Everything the workbench page shows about the items of its recipe tree. */
export interface RecipeData {
  recipes: Recipe[];
  items: Record<number, WorkbenchItem>;
  jobs: Record<number, Named>;
  /** Item id → its best droppers, highest rate first. */
  droppers: Record<number, Dropper[]>;
  /** Item id → the jobs harvesting it, with the level needed. */
  harvest: Record<number, { jobId: number; level: number }[]>;
  /** Sub-areas named by the droppers and harvest places, by id (absent from data saved before them). */
  places?: Record<number, Place>;
  /** Resource id → the named sub-areas where it is harvested, lowest level first. */
  harvestPlaces?: Record<number, number[]>;
  /** Raw resource id → a few of its harvest spots tagged in the back office. */
  spots?: Record<number, SpotLink[]>;
}

/** Recipes of the items and of every craftable ingredient below them, level by level. */
export async function loadRecipeClosure(api: ApiClient, itemIds: readonly number[]): Promise<Recipe[]> {
  const recipes = new Map<number, Recipe>();
  const seen = new Set<number>(itemIds);
  let frontier = [...seen];
  for (let depth = 0; depth < RECIPE_MAX_DEPTH && frontier.length > 0; depth += 1) {
    const found = await findIn(api, 'recipes', frontier, {}, 'resultId');
    const next: number[] = [];
    for (const recipe of found) {
      recipes.set(recipe.resultId, recipe);
      for (const id of recipe.ingredientIds) {
        if (!seen.has(id)) next.push(id);
        seen.add(id);
      }
    }
    frontier = next;
  }
  return [...recipes.values()];
}

type DropperRow = Pick<Monster, 'id' | 'name' | 'missingTranslations' | 'drops' | 'subAreaIds'>;

function bestDroppers(monsters: readonly DropperRow[], rawIds: readonly number[]) {
  const byItem: Record<number, Dropper[]> = {};
  const wanted = new Set(rawIds);
  for (const monster of monsters) {
    for (const drop of monster.drops) {
      if (!wanted.has(drop.itemId)) continue;
      const rate = bestDropRate(drop);
      (byItem[drop.itemId] ??= []).push({ id: monster.id, name: monster.name, missingTranslations: monster.missingTranslations, rate, subAreaIds: monster.subAreaIds ?? [] });
    }
  }
  for (const list of Object.values(byItem)) {
    list.sort((a, b) => b.rate - a.rate || a.id - b.id);
    list.splice(DROPPERS_SHOWN);
  }
  return byItem;
}

type HarvestArea = Place & Pick<SubArea, 'harvestables'>;

/** Resource id → the named sub-areas harvesting it, lowest level first. */
function harvestPlacesOf(areas: readonly HarvestArea[], ids: readonly number[]): Record<number, number[]> {
  const wanted = new Set(ids);
  const byItem: Record<number, HarvestArea[]> = {};
  for (const area of areas) {
    if (!area.name) continue;
    for (const itemId of new Set(area.harvestables ?? [])) if (wanted.has(itemId)) (byItem[itemId] ??= []).push(area);
  }
  return Object.fromEntries(
    Object.entries(byItem).map(([itemId, list]) => [itemId, list.sort((a, b) => (a.level ?? 0) - (b.level ?? 0) || a.id - b.id).map((area) => area.id)]),
  );
}

/**
 * Recipes, item rows, job names and where each item comes from, for a workbench's crafts. Sources
 * are fetched for every item of the tree, crafted ones too: a player who folds a sub-recipe buys or
 * farms that item as is (a Gobball hat drops from Gobballs).
 */
export async function loadRecipeData(api: ApiClient, craftIds: readonly number[]): Promise<RecipeData> {
  const recipes = await loadRecipeClosure(api, craftIds);
  const allIds = [...new Set([...craftIds, ...recipes.flatMap((recipe) => recipe.ingredientIds)])];
  const placeSelect = ['id', 'name', 'missingTranslations', 'level'] as const;
  const [items, skills, spots, harvestAreas] = await Promise.all([
    findIn(api, 'items', allIds, {
      $select: ['id', 'name', 'level', 'typeId', 'img', 'missingTranslations', 'droppedByEveryMonster'],
    }),
    findIn(api, 'skills', allIds, {}, 'gatheredRessourceItem'),
    loadHarvestSpots(api, allIds),
    findIn(api, 'subareas', allIds, { $select: [...placeSelect, 'harvestables'] }, 'harvestables'),
  ]);
  // An item every monster drops (an event drop) is said so once: its thousands of droppers are not fetched.
  const everyMonster = new Set(items.filter((item) => item.droppedByEveryMonster).map((item) => item.id));
  const monsters = await findIn(
    api,
    'monsters',
    allIds.filter((id) => !everyMonster.has(id)),
    { $select: ['id', 'name', 'missingTranslations', 'drops', 'subAreaIds'] },
    'drops.itemId',
  );
  const droppers = bestDroppers(monsters, allIds);
  const harvestPlaces = harvestPlacesOf(harvestAreas, allIds);
  const known = new Map<number, Place>(harvestAreas.map(({ id, name, missingTranslations, level }) => [id, { id, name, missingTranslations, level }]));
  const dropperAreaIds = Object.values(droppers).flat().flatMap((monster) => monster.subAreaIds).filter((id) => !known.has(id));
  for (const area of await findIn(api, 'subareas', dropperAreaIds, { $select: placeSelect })) known.set(area.id, area);
  const named = (ids: readonly number[]) => ids.filter((id) => known.get(id)?.name);
  for (const list of Object.values(droppers)) for (const monster of list) monster.subAreaIds = named(monster.subAreaIds);
  const usedIds = new Set([...Object.values(droppers).flat().flatMap((monster) => monster.subAreaIds.slice(0, PLACES_SHOWN)), ...Object.values(harvestPlaces).flatMap((ids) => ids.slice(0, PLACES_SHOWN))]);
  const places = Object.fromEntries([...usedIds].map((id) => [id, known.get(id)!]));
  const harvest: RecipeData['harvest'] = {};
  for (const skill of skills) {
    if (skill.gatheredRessourceItem === undefined || skill.parentJobId === undefined) continue;
    const list = (harvest[skill.gatheredRessourceItem] ??= []);
    if (!list.some((entry) => entry.jobId === skill.parentJobId)) list.push({ jobId: skill.parentJobId, level: skill.levelMin ?? 1 });
  }
  const jobIds = [...new Set([...recipes.map((recipe) => recipe.jobId), ...Object.values(harvest).flat().map((entry) => entry.jobId)])];
  const jobs = await findIn(api, 'jobs', jobIds, { $select: ['id', 'name', 'missingTranslations'] });
  return {
    recipes,
    items: Object.fromEntries(items.map((item) => [item.id, item])),
    jobs: Object.fromEntries(jobs.map((job) => [job.id, job])),
    droppers,
    harvest,
    places,
    harvestPlaces,
    spots,
  };
}

/** The recipes as the rules want them, by result item. */
export function recipeBook(data: Pick<RecipeData, 'recipes'> | undefined): RecipeBook {
  return new Map((data?.recipes ?? []).map((recipe) => [recipe.resultId, recipe]));
}
