import type { AlmanaxDay, Item, ItemType, Job, Recipe } from '@grimoire/gamedata/types';
import type { PlanRecipe } from '@grimoire/rules';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';

type Named = Pick<Job, 'id' | 'name' | 'missingTranslations'>;
/** An item as the planner shows it; its name may hold the page language only. */
export type RecipeItem = Pick<Item, 'id' | 'level' | 'img' | 'missingTranslations'> & { name: Partial<Record<string, string>> };

/** A recipe of the chosen job, as the planner and the page need it. */
export interface JobRecipe extends PlanRecipe {
  item: RecipeItem;
  ingredients: { itemId: number; quantity: number }[];
}

export interface JobsXpData {
  jobs: Named[];
  recipes: JobRecipe[];
  /** Almanax days whose bonus names the job (MM-DD and the bonus text). */
  almanax: Pick<AlmanaxDay, 'id' | 'date' | 'bonus'>[];
}

const IN_CHUNK = 500;

async function findIn<T>(api: ApiClient, path: string, ids: readonly number[], query: Record<string, unknown>) {
  const unique = [...new Set(ids)];
  const parts = Array.from({ length: Math.ceil(unique.length / IN_CHUNK) }, (_, i) => unique.slice(i * IN_CHUNK, (i + 1) * IN_CHUNK));
  return (await Promise.all(parts.map((part) => api.findAll<T>(path, { ...query, id: { $in: part } })))).flat();
}

/** Crafting jobs (those with recipes), by name. */
async function loadJobs(api: ApiClient): Promise<Named[]> {
  const [jobs, recipes] = await Promise.all([
    api.findAll<Named>('jobs', { $select: ['id', 'name', 'missingTranslations'] }),
    api.findAll<Pick<Recipe, 'jobId'>>('recipes', { $select: ['id', 'jobId'] }),
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

async function loadJobRecipes(api: ApiClient, jobId: number, lang: Language): Promise<JobRecipe[]> {
  const recipes = await api.findAll<Recipe>('recipes', { jobId, $select: ['id', 'resultId', 'resultLevel', 'resultTypeId', 'ingredientIds', 'quantities'] });
  const items = await findIn<Pick<Item, 'id' | 'name' | 'level' | 'img' | 'missingTranslations' | 'typeId'>>(api, 'items', recipes.map((r) => r.resultId), { $select: ['id', 'name', 'level', 'img', 'typeId', 'missingTranslations'] });
  const byId = new Map(items.map((item) => [item.id, item]));
  const types = await findIn<Pick<ItemType, 'id' | 'craftXpRatio'>>(api, 'item-types', items.map((item) => item.typeId), { $select: ['id', 'craftXpRatio'] });
  const ratios = new Map(types.map((type) => [type.id, type.craftXpRatio]));
  return recipes.flatMap((recipe) => {
    const item = byId.get(recipe.resultId);
    if (!item) return [];
    const ingredients = recipe.ingredientIds.map((itemId, i) => ({ itemId, quantity: recipe.quantities[i] ?? 1 }));
    return [{
      id: recipe.resultId,
      level: recipe.resultLevel ?? item.level,
      ratio: ratios.get(item.typeId),
      ingredientCount: ingredients.reduce((sum, ingredient) => sum + ingredient.quantity, 0),
      item: { id: item.id, name: nameIn(item.name, lang), level: item.level, img: item.img, missingTranslations: item.missingTranslations },
      ingredients,
    }];
  }).sort((a, b) => a.level - b.level || a.id - b.id);
}

/** The job list, and for the chosen job its recipes and the almanax days boosting it. */
export async function loadJobsXp(api: ApiClient, lang: Language, jobId: number | null): Promise<JobsXpData> {
  const jobs = await loadJobs(api);
  const job = jobs.find((j) => j.id === jobId);
  if (!job) return { jobs, recipes: [], almanax: [] };
  const [recipes, days] = await Promise.all([
    loadJobRecipes(api, job.id, lang),
    api.findAll<Pick<AlmanaxDay, 'id' | 'date' | 'bonus'>>('almanax', { $select: ['id', 'date', 'bonus'] }),
  ]);
  const names = [job.name.fr, job.name.en].filter((name): name is string => !!name);
  const almanax = days.filter((day) => mentions(day.bonus?.description?.fr, names) || mentions(day.bonus?.description?.en, names));
  return { jobs, recipes, almanax };
}
