import { planJob, type JobPlan } from '@grimoire/rules';
import type { JobRecipe } from './loader';
import type { PlannerState } from './plan-state';

type PlannedRecipe = Pick<JobRecipe, 'id' | 'level' | 'ratio' | 'ingredientCount' | 'ratioSource' | 'needsBossDrops'>;

/** What a plan depends on: two states with the same key get the same plan. */
export function planKey(state: PlannerState): string {
  const swaps = state.swaps.map((s) => `${s.fromLevel}-${s.toLevel}-${s.recipeId}`).join(',');
  return [state.job, state.startXp, state.toLevel, state.coef, state.boosted, state.multiplier, state.strategy, state.withUnknownRatios, state.withBossDrops, swaps].join('|');
}

/**
 * The recipes a plan may pick: never one whose XP ratio no source gives, nor one needing an
 * ingredient only bosses drop, unless the player asked for them.
 */
export function plannableRecipes<R extends PlannedRecipe>(state: Pick<PlannerState, 'withUnknownRatios' | 'withBossDrops'>, recipes: readonly R[]): R[] {
  return recipes.filter((r) => (state.withUnknownRatios || r.ratioSource !== 'unknown') && (state.withBossDrops || !r.needsBossDrops));
}

/** The suggested plan for the planner's settings over the job's recipes (none without recipes). */
export function planFor(state: PlannerState, recipes: readonly PlannedRecipe[]): JobPlan | null {
  if (recipes.length === 0) return null;
  return planJob({
    fromXp: state.startXp,
    toLevel: state.toLevel,
    recipes: plannableRecipes(state, recipes),
    swaps: state.swaps,
    coef: state.coef,
    boosted: state.boosted,
    boostedMultiplier: state.multiplier,
    strategy: state.strategy,
  });
}

/** The plan of the address the server answered, computed there: the page uses it as long as its settings hold. */
export interface InitialPlan {
  key: string;
  plan: JobPlan | null;
}
