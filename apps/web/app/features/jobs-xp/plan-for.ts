import { planJob, type JobPlan, type PlanRecipe } from '@grimoire/rules';
import type { PlannerState } from './plan-state';

/** What a plan depends on: two states with the same key get the same plan. */
export function planKey(state: PlannerState): string {
  return [state.job, state.startXp, state.toLevel, state.coef, state.boosted, state.multiplier, state.strategy].join('|');
}

/** The suggested plan for the planner's settings over the job's recipes (none without recipes). */
export function planFor(state: PlannerState, recipes: readonly PlanRecipe[]): JobPlan | null {
  if (recipes.length === 0) return null;
  return planJob({
    fromXp: state.startXp,
    toLevel: state.toLevel,
    recipes,
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
