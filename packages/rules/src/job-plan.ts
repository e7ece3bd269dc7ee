/** Job XP per craft and the plan of crafts that takes a job from one level to another. */
import { DEFAULT_JOB_XP_COEF, JOB_MAX_LEVEL, jobLevelForXp, jobXpForLevel } from './jobs-xp';

/**
 * XP multiplier of a boosted ("epic") server. The spec says such a bonus exists without giving its
 * value and no primary source is reachable here: 2 is the commonly quoted figure. The planner lets
 * the player change it, and this constant is its default only.
 */
export const DEFAULT_BOOSTED_JOB_XP_MULTIPLIER = 2;
/** Craft XP ratio when an item (and its type) gives none, or gives −1. */
export const DEFAULT_CRAFT_XP_RATIO = 100;

export interface CraftXpInput {
  recipeLevel: number;
  jobLevel: number;
  /** The item's `craftXpRatio`, else its type's; −1 or missing means 100. */
  ratio?: number;
  /** The server's job XP coefficient, in percent (100 = normal). */
  coef?: number;
  boosted?: boolean;
  boostedMultiplier?: number;
}

export const effectiveRatio = (ratio: number | undefined) =>
  ratio === undefined || ratio < 0 ? DEFAULT_CRAFT_XP_RATIO : ratio;

/**
 * XP of one craft: ⌊20 × recipeLevel × ratio/100 ÷ (1 + 0.1 × (jobLevel − recipeLevel)^1.1)⌋, 0 when
 * the job is below the recipe level, then × coef/100 and × the boosted-server multiplier.
 */
export function craftXp({
  recipeLevel,
  jobLevel,
  ratio,
  coef = DEFAULT_JOB_XP_COEF,
  boosted = false,
  boostedMultiplier = DEFAULT_BOOSTED_JOB_XP_MULTIPLIER,
}: CraftXpInput): number {
  if (jobLevel < recipeLevel) return 0;
  const gap = jobLevel - recipeLevel;
  const base = Math.floor((20 * recipeLevel * effectiveRatio(ratio)) / 100 / (1 + 0.1 * gap ** 1.1));
  return Math.floor(((base * coef) / 100) * (boosted ? boostedMultiplier : 1));
}

export interface PlanRecipe {
  /** The crafted item's id. */
  id: number;
  level: number;
  ratio?: number;
  /** Raw resources one craft consumes (for the "fewest resources" strategy). */
  ingredientCount?: number;
}

export interface PlanStep {
  recipeId: number;
  fromLevel: number;
  toLevel: number;
  crafts: number;
  /** XP of one craft at the start of the step (it falls as the level rises past the recipe). */
  xpPerCraft: number;
  /** True when the player chose this recipe for these levels instead of the plan's. */
  isSwapped?: boolean;
}

/** The player's choice of a recipe for a range of levels: `fromLevel` included, `toLevel` excluded. */
export interface RecipeSwap {
  fromLevel: number;
  toLevel: number;
  recipeId: number;
}

/**
 * Levels at which no recipe gives XP, which the plan leaves to other means (a gathering job's harvests):
 * from `fromLevel` to `toLevel`, the first level a recipe gives XP again.
 */
export interface PlanGap {
  fromLevel: number;
  toLevel: number;
}

export interface JobPlan {
  steps: PlanStep[];
  /** Levels no recipe gives XP for, skipped: the crafts resume at each gap's `toLevel`. */
  gaps: PlanGap[];
  totalCrafts: number;
  /** Job XP once every step is crafted. */
  finalXp: number;
  reachedLevel: number;
  /** True when no recipe gives XP at some level below the target, nor at any level after it. */
  isBlocked: boolean;
  /** Crafts made so far and the level then, from the start to the end (for a chart). */
  progress: { crafts: number; level: number }[];
}

export interface PlanJobInput {
  fromXp: number;
  toLevel: number;
  recipes: readonly PlanRecipe[];
  coef?: number;
  boosted?: boolean;
  boostedMultiplier?: number;
  /** `xp`: most XP per craft (fewest crafts); `resources`: fewest raw resources per XP. */
  strategy?: 'xp' | 'resources';
  /** Keep the current recipe while it is worth this share of the best one (1: always the best). */
  keepRatio?: number;
  /** Recipes the player chose for some levels; one that gives no XP there is ignored. */
  swaps?: readonly RecipeSwap[];
}

/** Default `keepRatio`: switch items when the current one falls under 70 % of the best. */
export const PLAN_KEEP_RATIO = 0.7;

/** What one XP costs with a recipe: a craft (strategy `xp`) or its raw resources (`resources`). */
const costPerXp = (recipe: PlanRecipe, xp: number, strategy: 'xp' | 'resources') =>
  (strategy === 'xp' ? 1 : Math.max(1, recipe.ingredientCount ?? 1)) / xp;

/**
 * The cheapest recipe at this level, unless the one crafted just before still costs at most
 * 1 / `keepRatio` times as much: a plan then switches items every few levels instead of every level,
 * so the player buys or farms fewer kinds of resources for a few more crafts.
 */
function chooseRecipe(
  recipes: readonly PlanRecipe[],
  xpOf: (recipe: PlanRecipe) => number,
  strategy: 'xp' | 'resources',
  previous: PlanRecipe | undefined,
  keepRatio: number,
) {
  let best: { recipe: PlanRecipe; xp: number; cost: number } | null = null;
  for (const recipe of recipes) {
    const xp = xpOf(recipe);
    if (xp <= 0) continue;
    const cost = costPerXp(recipe, xp, strategy);
    if (!best || cost < best.cost || (cost === best.cost && recipe.id < best.recipe.id))
      best = { recipe, xp, cost };
  }
  if (best && previous && previous !== best.recipe) {
    const xp = xpOf(previous);
    if (xp > 0 && costPerXp(previous, xp, strategy) * keepRatio <= best.cost) return { recipe: previous, xp };
  }
  return best;
}

/** The recipe the player chose for this level, when it gives XP here. */
function swapAt(swaps: readonly RecipeSwap[], recipes: readonly PlanRecipe[], level: number, xpOf: (recipe: PlanRecipe) => number) {
  const swap = swaps.find((s) => level >= s.fromLevel && level < s.toLevel);
  const recipe = swap && recipes.find((r) => r.id === swap.recipeId);
  const xp = recipe ? xpOf(recipe) : 0;
  return recipe && xp > 0 ? { recipe, xp } : undefined;
}

/**
 * The crafts from `fromXp` to `toLevel`, level by level: at each level the recipe with the most XP
 * per craft (or the fewest raw resources per XP), kept while within `keepRatio` of the best, XP
 * recomputed as the level rises. Consecutive levels crafting the same recipe make one step.
 */
export function planJob({
  fromXp,
  toLevel,
  recipes,
  coef,
  boosted,
  boostedMultiplier,
  strategy = 'xp',
  keepRatio = PLAN_KEEP_RATIO,
  swaps = [],
}: PlanJobInput): JobPlan {
  const target = Math.min(JOB_MAX_LEVEL, Math.max(1, Math.floor(toLevel)));
  let xp = Math.max(0, Math.floor(fromXp));
  const steps: PlanStep[] = [];
  const gaps: PlanGap[] = [];
  let totalCrafts = 0;
  let isBlocked = false;
  const progress = [{ crafts: 0, level: jobLevelForXp(xp) }];
  const xpAtLevel = (jobLevel: number) => (recipe: PlanRecipe) =>
    craftXp({ recipeLevel: recipe.level, jobLevel, ratio: recipe.ratio, coef, boosted, boostedMultiplier });
  for (let level = jobLevelForXp(xp); level < target; level = jobLevelForXp(xp)) {
    const xpAt = xpAtLevel(level);
    const previous =
      steps.length > 0 ? recipes.find((recipe) => recipe.id === steps.at(-1)!.recipeId) : undefined;
    const swapped = swapAt(swaps, recipes, level, xpAt);
    const best = swapped ?? chooseRecipe(recipes, xpAt, strategy, previous, keepRatio);
    if (!best) {
      // A gathering job's low-XP recipes give nothing a few levels past them: the plan says so and
      // resumes where a recipe gives XP again (the job earns those levels harvesting).
      let resume = level + 1;
      while (resume < target && !recipes.some((recipe) => xpAtLevel(resume)(recipe) > 0)) resume += 1;
      if (resume >= target) {
        isBlocked = true;
        break;
      }
      gaps.push({ fromLevel: level, toLevel: resume });
      xp = Math.max(xp, jobXpForLevel(resume));
      progress.push({ crafts: totalCrafts, level: resume });
      continue;
    }
    const crafts = Math.ceil((jobXpForLevel(level + 1) - xp) / best.xp);
    xp += crafts * best.xp;
    totalCrafts += crafts;
    const last = steps.at(-1);
    if (last && last.recipeId === best.recipe.id && !!last.isSwapped === !!swapped) {
      last.crafts += crafts;
      last.toLevel = jobLevelForXp(xp);
    } else {
      steps.push({
        recipeId: best.recipe.id,
        fromLevel: level,
        toLevel: jobLevelForXp(xp),
        crafts,
        xpPerCraft: best.xp,
        ...(swapped ? { isSwapped: true } : {}),
      });
    }
    progress.push({ crafts: totalCrafts, level: jobLevelForXp(xp) });
  }
  return { steps, gaps, totalCrafts, finalXp: xp, reachedLevel: jobLevelForXp(xp), isBlocked, progress };
}

export interface CraftsOutcome {
  finalXp: number;
  reachedLevel: number;
  /** XP each line gave in total, in order. */
  xpPerLine: number[];
  /** The job level when each line starts (a recipe above it gives no XP). */
  levelPerLine: number[];
}

/** Where crafting these lines in order takes the job, XP recomputed after every craft. */
export function simulateCrafts(
  fromXp: number,
  lines: readonly { recipe: PlanRecipe; quantity: number }[],
  options: Pick<CraftXpInput, 'coef' | 'boosted' | 'boostedMultiplier'> = {},
): CraftsOutcome {
  let xp = Math.max(0, Math.floor(fromXp));
  const levelPerLine: number[] = [];
  const xpPerLine = lines.map(({ recipe, quantity }) => {
    const before = xp;
    levelPerLine.push(jobLevelForXp(xp));
    for (let n = 0; n < quantity; n += 1) {
      const gained = craftXp({
        recipeLevel: recipe.level,
        jobLevel: jobLevelForXp(xp),
        ratio: recipe.ratio,
        ...options,
      });
      if (gained === 0) break;
      xp += gained;
      if (jobLevelForXp(xp) >= JOB_MAX_LEVEL) break;
    }
    return xp - before;
  });
  return { finalXp: xp, reachedLevel: jobLevelForXp(xp), xpPerLine, levelPerLine };
}

/**
 * The recipes that give XP at `level`, best first for the strategy (most XP per craft, or fewest raw
 * resources per XP): what a player may swap a plan step's recipe for.
 */
export function recipesGivingXpAt(
  recipes: readonly PlanRecipe[],
  level: number,
  options: Pick<CraftXpInput, 'coef' | 'boosted' | 'boostedMultiplier'> & { strategy?: 'xp' | 'resources' } = {},
): { recipe: PlanRecipe; xp: number }[] {
  const strategy = options.strategy ?? 'xp';
  return recipes
    .map((recipe) => ({ recipe, xp: craftXp({ recipeLevel: recipe.level, jobLevel: level, ratio: recipe.ratio, ...options }) }))
    .filter(({ xp }) => xp > 0)
    .sort((a, b) => costPerXp(a.recipe, a.xp, strategy) - costPerXp(b.recipe, b.xp, strategy) || a.recipe.id - b.recipe.id);
}
