/**
 * Where the craft XP ratio of a recipe comes from. The game reads the crafted item's own
 * `craftXpRatio`, else its type's, else 100 (−1 stands for "none" at both levels).
 *
 * - `type`: the item type carries a ratio in the game data (datafus `ItemTypes.craftXpRatio`: bread
 *   5, alloy 30, plank 20, trophy 300…); items of these types have no ratio of their own that any
 *   source shows, and planners measured in the game agree with the type's.
 * - `equipment`: equipment types carry none; the item is crafted at 100 %, 20 × the recipe level at
 *   the recipe's level, the figure every planner checked in the game uses for crafting jobs.
 * - `unknown`: another type without a ratio (powders, miscellaneous resources, consumables of the
 *   handyman…). The game sets these per item, in the item's own `craftXpRatio`, which is in no dump
 *   here: a farmer's "Contraband Flour" would read 20 × level at 100 % where bread reads 1 × level, and
 *   players report a fraction of that. The planner leaves such recipes out unless asked.
 */
export type CraftRatioSource = 'type' | 'equipment' | 'unknown';

export interface CraftRatio {
  /** The ratio in percent; absent when unknown (a plan that includes the recipe then counts 100). */
  ratio?: number;
  source: CraftRatioSource;
}

/** The ratio of a recipe from its item type's `craftXpRatio` (−1 or absent: none) and whether the item is equipment. */
export function craftRatioOf(typeRatio: number | undefined, isEquipment: boolean): CraftRatio {
  if (typeRatio !== undefined && typeRatio >= 0) return { ratio: typeRatio, source: 'type' };
  if (isEquipment) return { ratio: 100, source: 'equipment' };
  return { source: 'unknown' };
}
