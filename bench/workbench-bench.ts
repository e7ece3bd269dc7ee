/**
 * Workbench timings: the recipe tree and shopping list of a 16-item build with every sub-recipe
 * expanded (3 levels, shared intermediates, held quantities) beside a baseline that only sums the
 * ingredients of the 16 top-level recipes. The target: under 5 ms.
 * Run: `node --import tsx bench/workbench-bench.ts`.
 */
import { pathToFileURL } from 'node:url';
import { meanMs } from './timing';
import { recipeTree, workbenchPlan } from '@grimoire/rules';
import type { HeldQuantity, RecipeLike, WorkbenchCraft } from '@grimoire/rules';

const RUNS = 2_000;
const WARMUP = 200;
const timed = (run: () => unknown) => meanMs(run, RUNS, WARMUP);

/**
 * 16 equipment recipes of 8 ingredients: 5 raw resources and 3 intermediates drawn from 24 shared
 * ones (alloys, planks, leathers…); each intermediate needs 4 raws and one of 8 second-level
 * intermediates, which need 3 raws each.
 */
function makeRecipes(): { recipes: Map<number, RecipeLike>; crafts: WorkbenchCraft[]; held: HeldQuantity[] } {
  const recipes = new Map<number, RecipeLike>();
  const add = (resultId: number, jobId: number, level: number, ingredients: [number, number][]) =>
    recipes.set(resultId, { resultId, jobId, resultLevel: level, ingredientIds: ingredients.map(([id]) => id), quantities: ingredients.map(([, q]) => q) });
  for (let i = 0; i < 8; i++) add(3000 + i, 28, 40, [[9000 + i, 10], [9100 + i, 5], [9200 + (i % 3), 2]]);
  for (let i = 0; i < 24; i++) add(2000 + i, 24 + (i % 4), 100, [[8000 + i, 10], [8100 + i, 8], [8200 + (i % 6), 4], [8300 + (i % 5), 2], [3000 + (i % 8), 2]]);
  const crafts: WorkbenchCraft[] = [];
  for (let i = 0; i < 16; i++) {
    const raws: [number, number][] = [0, 1, 2, 3, 4].map((k) => [7000 + i * 10 + k, 5 + k]);
    const intermediates: [number, number][] = [0, 1, 2].map((k) => [2000 + ((i * 3 + k) % 24), 2]);
    add(1000 + i, 11 + (i % 6), 200, [...raws, ...intermediates]);
    crafts.push({ itemId: 1000 + i, quantity: 1, finished: false });
  }
  const held = Array.from({ length: 40 }, (_, i) => ({ id: 8000 + i, quantity: 7 }));
  return { recipes, crafts, held };
}


export async function runWorkbenchBench(): Promise<void> {
  const { recipes, crafts, held } = makeRecipes();
  let sink = 0;
  const baseline = timed(() => {
    const totals = new Map<number, number>();
    for (const craft of crafts) {
      const recipe = recipes.get(craft.itemId)!;
      recipe.ingredientIds.forEach((id, i) => totals.set(id, (totals.get(id) ?? 0) + recipe.quantities[i] * craft.quantity));
    }
    sink += totals.size;
  });
  const tree = timed(() => {
    sink += recipeTree(crafts, recipes).length;
  });
  const plan = timed(() => {
    sink += workbenchPlan({ crafts, recipes, held }).shopping.length;
  });
  const lines = workbenchPlan({ crafts, recipes, held });
  console.log(`workbench: 16-item build, ${recipes.size} recipes, ${lines.shopping.length} raw resources, mean of ${RUNS} runs`);
  console.log(`  baseline (sum top-level ingredients)  ${(baseline * 1000).toFixed(1)} µs`);
  console.log(`  recipe tree (all expanded)            ${(tree * 1000).toFixed(1)} µs   ratio ${(tree / baseline).toFixed(1)}×`);
  console.log(`  shopping list + jobs (held subtracted) ${(plan * 1000).toFixed(1)} µs   ratio ${(plan / baseline).toFixed(1)}×`);
  console.log(`  tree + list: ${(tree + plan).toFixed(3)} ms (target < 5 ms)   (sink ${sink > 0 ? 'ok' : 'empty'})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runWorkbenchBench();
}
