import type { EffectDef, Item, Monster, MonsterDrop } from '@grimoire/gamedata/types';
import { describeCriterion, parseCriterion, setIdOf } from '@grimoire/rules';
import { loadItemCuration } from '../curated';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { getOr404 } from '../../lib/route-helpers';
import { loadCriterionNames, wordConditions } from '../criteria';
import { effectIdsOf, effectLines } from './effect-lines';
import type { ItemRow } from './list-loader';
import { loadHarvestPlaces } from './harvest';

const ROW_FIELDS = ['id', 'name', 'level', 'typeId', 'img', 'missingTranslations'] as const;
type Named = Pick<Item, 'id' | 'name' | 'missingTranslations'>;
type MonsterDropRow = Named &
  Pick<Monster, 'img'> &
  Pick<MonsterDrop, 'percent' | 'percentPerGrade' | 'criteria'> & { isConditional: boolean };

/** Effect definitions by id (`effects?id[$in][]=…`). */
export async function loadEffectDefs(api: ApiClient, ids: number[]): Promise<Map<number, EffectDef>> {
  if (ids.length === 0) return new Map();
  const defs = await api.findAll('effects', { id: { $in: ids } });
  return new Map(defs.map((def) => [def.id, def]));
}

/** Items by id, in the given order (missing ids are skipped). */
export async function loadItemRows(api: ApiClient, ids: readonly number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await api.findAll('items', { id: { $in: [...new Set(ids)] }, $select: ROW_FIELDS });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ItemRow => row !== undefined);
}

/** A related-entities query the API might not support: the section is left out and the page still renders. */
async function optional<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch {
    return null;
  }
}

async function loadRecipe(api: ApiClient, itemId: number) {
  const recipe = (await api.find('recipes', { resultId: itemId, $limit: 1 })).data[0];
  if (!recipe) return null;
  const [ingredients, job] = await Promise.all([
    loadItemRows(api, recipe.ingredientIds),
    optional(() => api.get('jobs', recipe.jobId, { $select: ['id', 'name', 'missingTranslations'] })),
  ]);
  const byId = new Map(ingredients.map((row) => [row.id, row]));
  return {
    jobId: recipe.jobId,
    job: job ? { name: job.name, missingTranslations: job.missingTranslations } : null,
    level: recipe.resultLevel,
    ingredients: recipe.ingredientIds.flatMap((id, index) => {
      const row = byId.get(id);
      return row ? [{ item: row, quantity: recipe.quantities[index] ?? 1 }] : [];
    }),
  };
}

async function loadUsedIn(api: ApiClient, itemId: number) {
  const recipes = await api.findAll('recipes', {
    ingredientIds: itemId,
    $select: ['id', 'resultId'],
  });
  const rows = await loadItemRows(
    api,
    recipes.map((recipe) => recipe.resultId),
  );
  return { total: recipes.length, items: rows.sort((a, b) => a.level - b.level || a.id - b.id) };
}

async function loadDroppers(api: ApiClient, item: Item): Promise<MonsterDropRow[]> {
  // Dropped by every monster (an event drop): the page says so once instead of listing them all.
  if (item.droppedByEveryMonster) return [];
  const itemId = item.id;
  const monsters = await api.findAll('monsters', {
    'drops.itemId': itemId,
    $select: ['id', 'name', 'img', 'drops', 'missingTranslations'],
    $sort: { id: 1 },
  });
  return monsters.map((monster) => {
    const drop = monster.drops.find((d) => d.itemId === itemId);
    return {
      id: monster.id,
      name: monster.name,
      img: monster.img,
      missingTranslations: monster.missingTranslations,
      percent: drop?.percent,
      percentPerGrade: drop?.percentPerGrade,
      criteria: drop?.criteria,
      isConditional: !!drop?.isConditional,
    };
  });
}

const NAMED_FIELDS = ['id', 'name', 'missingTranslations'] as const;
/** `rewardItemIds` (derived by the API) lists the items a quest or achievement rewards, never a quantity. */
const questsRewarding = (api: ApiClient, itemId: number) =>
  api.findAll('quests', { rewardItemIds: itemId, $select: NAMED_FIELDS, $sort: { id: 1 } });
const achievementsRewarding = (api: ApiClient, itemId: number) =>
  api.findAll('achievements', { rewardItemIds: itemId, $select: NAMED_FIELDS, $sort: { id: 1 } });

async function loadSet(api: ApiClient, setId: number | undefined) {
  if (setId === undefined) return null;
  const set = await optional(() => api.get('item-sets', setId));
  if (!set) return null;
  return {
    id: set.id,
    name: set.name,
    missingTranslations: set.missingTranslations,
    pieces: await loadItemRows(api, set.itemIds),
  };
}

/** Everything the item page shows, rendered server-side (effect texts included). */
export async function loadItemDetail(api: ApiClient, lang: Language, id: number) {
  const item = await getOr404(() => api.get('items', id));
  const criterion = describeCriterion(parseCriterion(item.criterions));
  const [defs, type, set, recipe, usedIn, droppers, quests, achievements, names, harvest, curation] = await Promise.all([
    loadEffectDefs(api, effectIdsOf(item.effects)),
    optional(() =>
      api.get('item-types', item.typeId, {
        $select: ['id', 'name', 'superTypeId', 'missingTranslations'],
      }),
    ),
    loadSet(api, setIdOf(item)),
    optional(() => loadRecipe(api, item.id)),
    optional(() => loadUsedIn(api, item.id)),
    optional(() => loadDroppers(api, item)),
    optional(() => questsRewarding(api, item.id)),
    optional(() => achievementsRewarding(api, item.id)),
    loadCriterionNames(api, lang, [criterion]),
    optional(() => loadHarvestPlaces(api, lang, item.id)),
    loadItemCuration(api, lang, item.id),
  ]);
  // Each dropper's condition in words, by monster id.
  const dropConditions = await wordConditions(
    api,
    lang,
    (droppers ?? []).map((row) => [row.id, row.criteria] as const),
  );
  return {
    lang,
    item,
    effects: effectLines(item.effects, defs, lang),
    type,
    set,
    recipe,
    usedIn,
    droppers,
    dropConditions,
    quests,
    achievements,
    criterion,
    names,
    harvest,
    curation,
  };
}
export type ItemDetailData = Awaited<ReturnType<typeof loadItemDetail>>;
export type ItemDroppers = MonsterDropRow[];
