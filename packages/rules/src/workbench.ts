/**
 * Workbench (craft manager) maths: merging crafts, the recipe tree, the shopping list of raw
 * resources across the whole tree minus what the player holds, and the jobs and levels needed.
 */

import { WORKBENCH_MAX_QUANTITY } from './workbench-limits';

/** Deepest sub-recipe chain followed (game recipes stay well under it; it also stops cycles). */
export const RECIPE_MAX_DEPTH = 12;

export interface CraftToAdd {
  itemId: number;
  quantity: number;
}

export interface WorkbenchCraft extends CraftToAdd {
  finished: boolean;
}

/** What the player already holds of an item (`needed` is what the page last showed as needed). */
export interface HeldQuantity {
  id: number;
  quantity: number;
  needed?: number;
}

export interface RecipeLike {
  resultId: number;
  jobId: number;
  resultLevel?: number;
  ingredientIds: readonly number[];
  quantities: readonly number[];
}

export type RecipeBook = ReadonlyMap<number, RecipeLike>;

/**
 * Adds crafts to a workbench (spec §4: "adding crafts merges quantities for the same item").
 * Quantities are capped at WORKBENCH_MAX_QUANTITY; a merged craft is no longer finished.
 */
export function mergeCrafts(
  existing: readonly WorkbenchCraft[],
  added: readonly CraftToAdd[],
): WorkbenchCraft[] {
  const merged = existing.map((craft) => ({ ...craft }));
  const byItem = new Map(merged.map((craft) => [craft.itemId, craft]));
  for (const { itemId, quantity } of added) {
    const current = byItem.get(itemId);
    if (current) {
      current.quantity = Math.min(WORKBENCH_MAX_QUANTITY, current.quantity + quantity);
      current.finished = false;
    } else {
      const craft = { itemId, quantity: Math.min(WORKBENCH_MAX_QUANTITY, quantity), finished: false };
      merged.push(craft);
      byItem.set(itemId, craft);
    }
  }
  return merged;
}

export interface RecipeTreeNode {
  itemId: number;
  /** Quantity of this item for its parent (the whole craft line for a root). */
  quantity: number;
  /** The recipe crafting it, when there is one. */
  recipe?: RecipeLike;
  /** A craftable item whose sub-recipe the player hid: bought or farmed as is. */
  isHidden: boolean;
  children: RecipeTreeNode[];
}

function treeNode(
  itemId: number,
  quantity: number,
  recipes: RecipeBook,
  hidden: ReadonlySet<number>,
  path: readonly number[],
): RecipeTreeNode {
  const recipe = recipes.get(itemId);
  const isHidden = !!recipe && path.length > 0 && hidden.has(itemId);
  const expandable = recipe && !isHidden && path.length < RECIPE_MAX_DEPTH && !path.includes(itemId);
  const children = expandable
    ? recipe.ingredientIds.map((id, index) =>
        treeNode(id, quantity * (recipe.quantities[index] ?? 1), recipes, hidden, [...path, itemId]),
      )
    : [];
  return { itemId, quantity, recipe, isHidden, children };
}

/**
 * The recipe tree of the unfinished crafts: every craftable ingredient expands into its own
 * recipe unless its id is in `hiddenSubRecipes` (a root craft always shows its recipe).
 */
export function recipeTree(
  crafts: readonly WorkbenchCraft[],
  recipes: RecipeBook,
  hiddenSubRecipes: readonly number[] = [],
): RecipeTreeNode[] {
  const hidden = new Set(hiddenSubRecipes);
  return crafts
    .filter((craft) => !craft.finished)
    .map((craft) => treeNode(craft.itemId, craft.quantity, recipes, hidden, []));
}

/** Items reachable from the crafts, parents before their ingredients (depth-first post-order, reversed). */
function craftOrder(
  roots: readonly number[],
  recipes: RecipeBook,
  hidden: ReadonlySet<number>,
  rootIds: ReadonlySet<number>,
): number[] {
  const order: number[] = [];
  const state = new Map<number, 'open' | 'done'>();
  const visit = (itemId: number, depth: number) => {
    if (state.has(itemId)) return;
    state.set(itemId, 'open');
    const recipe = recipes.get(itemId);
    if (recipe && depth < RECIPE_MAX_DEPTH && (rootIds.has(itemId) || !hidden.has(itemId))) {
      for (const id of recipe.ingredientIds) if (state.get(id) !== 'open') visit(id, depth + 1);
    }
    state.set(itemId, 'done');
    order.push(itemId);
  };
  for (const id of roots) visit(id, 0);
  return order.reverse();
}

export interface ShoppingLine {
  itemId: number;
  /** Total needed across the whole tree (after crafting what is held of intermediate items). */
  needed: number;
  held: number;
  /** Still to farm or buy: needed minus held, never below zero. */
  missing: number;
}

export interface CraftLine extends ShoppingLine {
  recipe: RecipeLike;
}

export interface WorkbenchPlan {
  /** Raw resources (and items whose sub-recipe is hidden), most needed first. */
  shopping: ShoppingLine[];
  /** Items to craft, crafts first then their sub-recipes. */
  crafts: CraftLine[];
  /** Each job needed, with the highest recipe level among the crafts still to make. */
  jobs: { jobId: number; level: number }[];
}

interface PlanInput {
  crafts: readonly WorkbenchCraft[];
  recipes: RecipeBook;
  hiddenSubRecipes?: readonly number[];
  held?: readonly HeldQuantity[];
}

/**
 * What is still to farm or buy, and to craft, for the unfinished crafts. Demand flows down the
 * recipe graph in topological order, so an intermediate item needed by several recipes is counted
 * once and what the player holds of it is crafted fewer times (its ingredients are not needed).
 */
export function workbenchPlan({
  crafts,
  recipes,
  hiddenSubRecipes = [],
  held = [],
}: PlanInput): WorkbenchPlan {
  const hidden = new Set(hiddenSubRecipes);
  const holding = new Map(held.map((entry) => [entry.id, Math.max(0, entry.quantity)]));
  const demand = new Map<number, number>();
  const open = crafts.filter((craft) => !craft.finished);
  for (const craft of open) demand.set(craft.itemId, (demand.get(craft.itemId) ?? 0) + craft.quantity);
  const rootIds = new Set(open.map((craft) => craft.itemId));
  const shopping: ShoppingLine[] = [];
  const craftLines: CraftLine[] = [];
  const jobs = new Map<number, number>();
  for (const itemId of craftOrder([...rootIds], recipes, hidden, rootIds)) {
    const needed = demand.get(itemId) ?? 0;
    if (needed === 0) continue;
    const heldCount = holding.get(itemId) ?? 0;
    const missing = Math.max(0, needed - heldCount);
    const line = { itemId, needed, held: heldCount, missing };
    const recipe = recipes.get(itemId);
    if (!recipe || (hidden.has(itemId) && !rootIds.has(itemId))) {
      shopping.push(line);
      continue;
    }
    craftLines.push({ ...line, recipe });
    if (missing === 0) continue;
    jobs.set(recipe.jobId, Math.max(jobs.get(recipe.jobId) ?? 0, recipe.resultLevel ?? 0));
    recipe.ingredientIds.forEach((id, index) => {
      demand.set(id, (demand.get(id) ?? 0) + missing * (recipe.quantities[index] ?? 1));
    });
  }
  // By quantity needed, which typing held quantities never changes: rows stay put while the player types.
  shopping.sort((a, b) => b.needed - a.needed || a.itemId - b.itemId);
  return {
    shopping,
    crafts: craftLines,
    jobs: [...jobs]
      .map(([jobId, level]) => ({ jobId, level }))
      .sort((a, b) => b.level - a.level || a.jobId - b.jobId),
  };
}

/** Every item id the recipe closure of `itemIds` touches, given the recipes known so far. */
export function recipeClosure(itemIds: readonly number[], recipes: RecipeBook): Set<number> {
  const seen = new Set<number>();
  const stack = [...itemIds];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const ingredient of recipes.get(id)?.ingredientIds ?? []) stack.push(ingredient);
  }
  return seen;
}
