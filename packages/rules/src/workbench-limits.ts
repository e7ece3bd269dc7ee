/*
 * The workbench's limits, apart from its maths (workbench.ts) so that a page showing only a quantity
 * field (the item page's "add to workbench") does not download the recipe tree and shopping list.
 */

/** Highest quantity of one craft on a workbench (a whole bank of one item, and then some). */
export const WORKBENCH_MAX_QUANTITY = 100_000;
/** Most distinct crafts on one workbench. */
export const WORKBENCH_MAX_CRAFTS = 200;
