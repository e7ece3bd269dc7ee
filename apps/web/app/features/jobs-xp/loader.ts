import type { AlmanaxDay, Item, Job } from '@grimoire/gamedata/types';
import { craftRatioOf, type CraftRatioSource, type PlanRecipe } from '@grimoire/rules';
import { findIn } from '../../api/find-in';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';

type Named = Pick<Job, 'id' | 'name' | 'missingTranslations'>;
/** An item as the planner shows it; its name may hold the page language only. */
export type RecipeItem = Pick<Item, 'id' | 'level' | 'img' | 'missingTranslations'> & { name: Partial<Record<string, string>> };

/** A recipe of the chosen job, as the planner and the page need it. */
export interface JobRecipe extends PlanRecipe {
  item: RecipeItem;
  ingredients: { itemId: number; quantity: number }[];
  /** Where the craft XP ratio comes from (`unknown`: no source gives it; plans leave it out unless asked). */
  ratioSource: CraftRatioSource;
  /** An ingredient only bosses drop (no recipe, every known dropper a boss): plans leave it out unless asked. */
  needsBossDrops: boolean;
}

/** The recipes of one item type and the craft XP ratio they earn (the page shows where it comes from). */
export interface RatioGroup {
  typeId: number;
  /** The type's name in the page language ('' when the data names it in no language). */
  name: string;
  ratio?: number;
  source: CraftRatioSource;
  recipes: number;
}

/** The job XP table of the data (cumulative XP per level), to set beside the formula the planner uses. */
export type SourceXpTable = [level: number, xp: number][];

/** A resource the job harvests and the job level it takes (the game's harvest skill). */
export interface JobHarvest {
  item: RecipeItem;
  level: number;
}

export interface JobsXpData {
  jobs: Named[];
  recipes: JobRecipe[];
  /** What the job harvests, by level (a gathering job earns the levels no recipe gives XP for this way). */
  harvests: JobHarvest[];
  ratioGroups: RatioGroup[];
  sourceXpTable: SourceXpTable | null;
  /** Almanax days whose bonus names the job (MM-DD and the bonus text). */
  almanax: Pick<AlmanaxDay, 'id' | 'date' | 'bonus'>[];
}

/** Crafting jobs (those with recipes), by name. */
async function loadJobs(api: ApiClient): Promise<Named[]> {
  const [jobs, recipes] = await Promise.all([
    api.findAll('jobs', { $select: ['id', 'name', 'missingTranslations'] }),
    api.findAll('recipes', { $select: ['id', 'jobId'] }),
  ]);
  const crafting = new Set(recipes.map((recipe) => recipe.jobId));
  return jobs.filter((job) => crafting.has(job.id));
}

/** A word of the job's name in a bonus text: `Paysan` matches "Paysans", accents kept. */
export function mentions(text: string | undefined, names: string[]): boolean {
  if (!text) return false;
  return names.some((name) => new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?([^\\p{L}]|$)`, 'iu').test(text));
}

/** A name in the page language only (French when untranslated): the page ships hundreds of them. */
const nameIn = (name: Item['name'], lang: Language): RecipeItem['name'] => ({ [lang]: name?.[lang] ?? name?.fr ?? '' });

/**
 * The ingredients only bosses drop: no recipe makes them and every monster known to drop them is a
 * boss (a resource no monster drops is harvested, bought or unknown: never counted as a boss drop).
 */
async function bossOnlyIngredients(api: ApiClient, ingredientIds: readonly number[]): Promise<Set<number>> {
  const ingredients = await findIn(api, 'items', ingredientIds, { $select: ['id', 'dropMonsterIds', 'recipeIds'] });
  const dropped = ingredients.filter((item) => (item.dropMonsterIds?.length ?? 0) > 0 && (item.recipeIds?.length ?? 0) === 0);
  const monsters = await findIn(api, 'monsters', dropped.flatMap((item) => item.dropMonsterIds ?? []), { $select: ['id', 'isBoss'] });
  const bosses = new Set(monsters.filter((monster) => monster.isBoss).map((monster) => monster.id));
  return new Set(dropped.filter((item) => item.dropMonsterIds!.every((id) => bosses.has(id))).map((item) => item.id));
}

async function loadJobRecipes(api: ApiClient, jobId: number, lang: Language): Promise<{ recipes: JobRecipe[]; ratioGroups: RatioGroup[] }> {
  const recipes = await api.findAll('recipes', { jobId, $select: ['id', 'resultId', 'resultLevel', 'resultTypeId', 'ingredientIds', 'quantities'] });
  const [items, bossOnly] = await Promise.all([
    findIn(api, 'items', recipes.map((r) => r.resultId), { $select: ['id', 'name', 'level', 'img', 'typeId', 'isEquipment', 'missingTranslations'] }),
    bossOnlyIngredients(api, recipes.flatMap((r) => r.ingredientIds)),
  ]);
  const byId = new Map(items.map((item) => [item.id, item]));
  const types = await findIn(api, 'item-types', items.map((item) => item.typeId), { $select: ['id', 'craftXpRatio', 'name'] });
  const ratios = new Map(types.map((type) => [type.id, type.craftXpRatio]));
  const groups = new Map<number, RatioGroup>();
  const book = recipes.flatMap((recipe) => {
    const item = byId.get(recipe.resultId);
    if (!item) return [];
    const ingredients = recipe.ingredientIds.map((itemId, i) => ({ itemId, quantity: recipe.quantities[i] ?? 1 }));
    const { ratio, source } = craftRatioOf(ratios.get(item.typeId), item.isEquipment === true);
    const group = groups.get(item.typeId) ?? { typeId: item.typeId, name: '', ...(ratio === undefined ? {} : { ratio }), source, recipes: 0 };
    group.recipes += 1;
    groups.set(item.typeId, group);
    return [{
      id: recipe.resultId,
      level: recipe.resultLevel ?? item.level,
      ...(ratio === undefined ? {} : { ratio }),
      ratioSource: source,
      needsBossDrops: recipe.ingredientIds.some((id) => bossOnly.has(id)),
      ingredientCount: ingredients.reduce((sum, ingredient) => sum + ingredient.quantity, 0),
      item: { id: item.id, name: nameIn(item.name, lang), level: item.level, img: item.img, missingTranslations: item.missingTranslations },
      ingredients,
    }];
  }).sort((a, b) => a.level - b.level || a.id - b.id);
  const typeNames = new Map(types.map((type) => [type.id, type.name]));
  const ratioGroups = [...groups.values()]
    .map((group) => ({ ...group, name: typeNames.get(group.typeId)?.[lang] ?? '' }))
    .sort((a, b) => b.recipes - a.recipes || a.typeId - b.typeId);
  return { recipes: book, ratioGroups };
}

/** The job table of `xp-tables` (absent from some bundles: the page then shows the formula alone). */
async function loadSourceXpTable(api: ApiClient): Promise<SourceXpTable | null> {
  const tables = await api.findAll('xp-tables', { table: 'metier', $select: ['table', 'levels'] });
  return tables[0]?.levels ?? null;
}

/** The resources the job harvests (its skills gathering an item), each at the lowest level a skill allows. */
async function loadHarvests(api: ApiClient, jobId: number, lang: Language): Promise<JobHarvest[]> {
  const skills = await api.findAll('skills', { parentJobId: jobId, $select: ['id', 'levelMin', 'gatheredRessourceItem'] });
  const levels = new Map<number, number>();
  for (const skill of skills) {
    const itemId = skill.gatheredRessourceItem ?? -1;
    if (itemId > 0) levels.set(itemId, Math.min(levels.get(itemId) ?? Infinity, skill.levelMin ?? 1));
  }
  const items = await findIn(api, 'items', [...levels.keys()], { $select: ['id', 'name', 'level', 'img', 'missingTranslations'] });
  return items
    .map((item) => ({ item: { id: item.id, name: nameIn(item.name, lang), level: item.level, img: item.img, missingTranslations: item.missingTranslations }, level: levels.get(item.id)! }))
    .sort((a, b) => a.level - b.level || a.item.id - b.item.id);
}

/** The job list, and for the chosen job its recipes, its harvests and the almanax days boosting it. */
export async function loadJobsXp(api: ApiClient, lang: Language, jobId: number | null): Promise<JobsXpData> {
  const jobs = await loadJobs(api);
  const job = jobs.find((j) => j.id === jobId);
  if (!job) return { jobs, recipes: [], harvests: [], ratioGroups: [], sourceXpTable: null, almanax: [] };
  const [{ recipes, ratioGroups }, harvests, sourceXpTable, days] = await Promise.all([
    loadJobRecipes(api, job.id, lang),
    loadHarvests(api, job.id, lang),
    loadSourceXpTable(api),
    api.findAll('almanax', { $select: ['id', 'date', 'bonus'] }),
  ]);
  const names = [job.name.fr, job.name.en].filter((name): name is string => !!name);
  const almanax = days.filter((day) => mentions(day.bonus?.description?.fr, names) || mentions(day.bonus?.description?.en, names));
  return { jobs, recipes, harvests, ratioGroups, sourceXpTable, almanax };
}
