import { describe, expect, it } from 'vitest';
import { mergeCrafts, recipeClosure, recipeTree, workbenchPlan } from './workbench';
import { WORKBENCH_MAX_QUANTITY } from './workbench-limits';
import type { RecipeLike } from './workbench';

const recipe = (
  resultId: number,
  jobId: number,
  resultLevel: number,
  ingredients: [number, number][],
): RecipeLike => ({
  resultId,
  jobId,
  resultLevel,
  ingredientIds: ingredients.map(([id]) => id),
  quantities: ingredients.map(([, quantity]) => quantity),
});

/**
 * A 3-level tree: a hat (100) needs 2 planks (200) and 1 wool (300, raw);
 * a plank needs 3 logs (400, raw) and 1 nail (500); a nail needs 2 iron (600, raw).
 * A cape (110) also needs 1 plank and 5 wool.
 */
const BOOK = new Map<number, RecipeLike>([
  [
    100,
    recipe(100, 27, 60, [
      [200, 2],
      [300, 1],
    ]),
  ],
  [
    110,
    recipe(110, 27, 80, [
      [200, 1],
      [300, 5],
    ]),
  ],
  [
    200,
    recipe(200, 28, 20, [
      [400, 3],
      [500, 1],
    ]),
  ],
  [500, recipe(500, 24, 10, [[600, 2]])],
]);
const craft = (itemId: number, quantity: number, finished = false) => ({ itemId, quantity, finished });
const missingOf = (plan: ReturnType<typeof workbenchPlan>) =>
  Object.fromEntries(plan.shopping.map((line) => [line.itemId, line.missing]));

describe('mergeCrafts', () => {
  it('adds the quantity to a craft of the same item instead of a second line', () => {
    expect(
      mergeCrafts(
        [craft(100, 2)],
        [
          { itemId: 100, quantity: 3 },
          { itemId: 110, quantity: 1 },
        ],
      ),
    ).toEqual([craft(100, 5), craft(110, 1)]);
  });

  it('merges duplicates inside one addition too', () => {
    expect(
      mergeCrafts(
        [],
        [
          { itemId: 100, quantity: 1 },
          { itemId: 100, quantity: 1 },
        ],
      ),
    ).toEqual([craft(100, 2)]);
  });

  it('reopens a finished craft when more of it is added', () => {
    expect(mergeCrafts([craft(100, 1, true)], [{ itemId: 100, quantity: 1 }])).toEqual([craft(100, 2)]);
  });

  it('caps a quantity at the workbench maximum', () => {
    expect(
      mergeCrafts([craft(100, WORKBENCH_MAX_QUANTITY - 1)], [{ itemId: 100, quantity: 5 }])[0].quantity,
    ).toBe(WORKBENCH_MAX_QUANTITY);
  });

  it('leaves the original list untouched', () => {
    const existing = [craft(100, 1)];
    mergeCrafts(existing, [{ itemId: 100, quantity: 1 }]);
    expect(existing).toEqual([craft(100, 1)]);
  });
});

describe('workbenchPlan', () => {
  it('totals raw resources across a 3-level recipe tree', () => {
    const plan = workbenchPlan({ crafts: [craft(100, 2)], recipes: BOOK });
    // 2 hats → 4 planks + 2 wool; 4 planks → 12 logs + 4 nails; 4 nails → 8 iron.
    expect(missingOf(plan)).toEqual({ 300: 2, 400: 12, 600: 8 });
    expect(plan.crafts.map((line) => [line.itemId, line.needed])).toEqual([
      [100, 2],
      [200, 4],
      [500, 4],
    ]);
  });

  it('counts a shared intermediate once for every recipe needing it', () => {
    const plan = workbenchPlan({ crafts: [craft(100, 1), craft(110, 1)], recipes: BOOK });
    expect(plan.crafts.find((line) => line.itemId === 200)?.needed).toBe(3);
    expect(missingOf(plan)).toEqual({ 300: 6, 400: 9, 600: 6 });
  });

  it('subtracts what the player holds from raw resources, never below zero', () => {
    const plan = workbenchPlan({
      crafts: [craft(100, 2)],
      recipes: BOOK,
      held: [
        { id: 400, quantity: 5 },
        { id: 300, quantity: 10 },
      ],
    });
    const logs = plan.shopping.find((line) => line.itemId === 400)!;
    expect(logs).toEqual({ itemId: 400, needed: 12, held: 5, missing: 7 });
    expect(missingOf(plan)[300]).toBe(0);
  });

  it('crafts fewer of an intermediate the player holds, so its ingredients are not needed', () => {
    const plan = workbenchPlan({ crafts: [craft(100, 2)], recipes: BOOK, held: [{ id: 200, quantity: 3 }] });
    // 4 planks needed, 3 held → craft 1 plank → 3 logs, 1 nail → 2 iron.
    expect(missingOf(plan)).toEqual({ 300: 2, 400: 3, 600: 2 });
  });

  it('treats a hidden sub-recipe as an item to buy, not to craft', () => {
    const plan = workbenchPlan({ crafts: [craft(100, 2)], recipes: BOOK, hiddenSubRecipes: [200] });
    expect(missingOf(plan)).toEqual({ 200: 4, 300: 2 });
    expect(plan.jobs).toEqual([{ jobId: 27, level: 60 }]);
  });

  it('leaves finished crafts out of everything', () => {
    const plan = workbenchPlan({ crafts: [craft(100, 2, true), craft(500, 1)], recipes: BOOK });
    expect(missingOf(plan)).toEqual({ 600: 2 });
  });

  it('names each job once with the highest recipe level still to craft', () => {
    const plan = workbenchPlan({ crafts: [craft(100, 1), craft(110, 1)], recipes: BOOK });
    expect(plan.jobs).toEqual([
      { jobId: 27, level: 80 },
      { jobId: 28, level: 20 },
      { jobId: 24, level: 10 },
    ]);
  });

  it('needs no job for a craft already held in full', () => {
    const plan = workbenchPlan({ crafts: [craft(500, 2)], recipes: BOOK, held: [{ id: 500, quantity: 2 }] });
    expect(plan.jobs).toEqual([]);
    expect(plan.shopping).toEqual([]);
  });

  it('lists a craft without a recipe as something to acquire', () => {
    expect(missingOf(workbenchPlan({ crafts: [craft(300, 7)], recipes: BOOK }))).toEqual({ 300: 7 });
  });

  it('stops on a recipe cycle instead of looping', () => {
    const cyclic = new Map([
      [1, recipe(1, 1, 1, [[2, 1]])],
      [
        2,
        recipe(2, 1, 1, [
          [1, 1],
          [3, 2],
        ]),
      ],
    ]);
    expect(missingOf(workbenchPlan({ crafts: [craft(1, 1)], recipes: cyclic }))).toEqual({ 3: 2 });
  });
});

describe('recipeTree', () => {
  it('expands sub-recipes with quantities multiplied down the tree', () => {
    const [hat] = recipeTree([craft(100, 2)], BOOK);
    const plank = hat.children[0];
    expect(plank.quantity).toBe(4);
    expect(plank.children.map((child) => [child.itemId, child.quantity])).toEqual([
      [400, 12],
      [500, 4],
    ]);
    expect(plank.children[1].children[0]).toMatchObject({ itemId: 600, quantity: 8, children: [] });
  });

  it('folds a hidden sub-recipe but keeps it marked as craftable', () => {
    const [hat] = recipeTree([craft(100, 1)], BOOK, [200]);
    expect(hat.children[0]).toMatchObject({ itemId: 200, isHidden: true, children: [] });
    expect(hat.children[0].recipe?.jobId).toBe(28);
  });

  it('always shows the recipe of a root craft even when it is hidden elsewhere', () => {
    expect(recipeTree([craft(200, 1)], BOOK, [200])[0].children).toHaveLength(2);
  });
});

describe('recipeClosure', () => {
  it('reaches every ingredient of every sub-recipe', () => {
    expect([...recipeClosure([100], BOOK)].sort((a, b) => a - b)).toEqual([100, 200, 300, 400, 500, 600]);
  });
});

describe('shopping list order', () => {
  it('lists the most needed first and keeps that order whatever the player holds', () => {
    const order = (held: { id: number; quantity: number }[]) =>
      workbenchPlan({ crafts: [{ itemId: 100, quantity: 2, finished: false }], recipes: BOOK, held }).shopping.map((line) => line.itemId);
    expect(order([])).toEqual([400, 600, 300]);
    expect(order([{ id: 400, quantity: 12 }])).toEqual([400, 600, 300]);
  });
});
