import { SLOT_KEYS, workbenchPlan } from '@grimoire/rules';
import type { RecipeBook, Stuff } from '@grimoire/rules';
import { buildCrafts } from '../CraftBuildButton';

/** What crafting a build asks, by the workbench's rules (no prices: the game data has none). */
export interface CraftCost {
  /** Worn items that have a recipe (two of one ring count twice). */
  craftedItems: number;
  /** Worn items without a recipe (drops, shop items): to farm or buy as they are. */
  uncraftable: number;
  /** Every craft of the tree, intermediate items included. */
  crafts: number;
  /** Raw resources to gather or buy, in all, and how many kinds. */
  resources: number;
  resourceKinds: number;
  /** Jobs and the highest recipe level each needs. */
  jobs: { jobId: number; level: number }[];
}

export function craftCost(stuff: Pick<Stuff, 'items'>, recipes: RecipeBook): CraftCost {
  const worn = SLOT_KEYS.flatMap((slot) => (stuff.items[slot] === null ? [] : [stuff.items[slot]]));
  const crafts = buildCrafts(worn, new Set(recipes.keys()));
  const plan = workbenchPlan({ crafts: crafts.map((craft) => ({ ...craft, finished: false })), recipes });
  const craftedItems = crafts.reduce((sum, craft) => sum + craft.quantity, 0);
  return {
    craftedItems,
    uncraftable: worn.length - craftedItems,
    crafts: plan.crafts.reduce((sum, line) => sum + line.missing, 0),
    resources: plan.shopping.reduce((sum, line) => sum + line.missing, 0),
    resourceKinds: plan.shopping.length,
    jobs: plan.jobs,
  };
}
