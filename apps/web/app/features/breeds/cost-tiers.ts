import type { CostTier } from '@grimoire/gamedata/types';

/** One step of a characteristic cost table: from `from` (inclusive) up to `to` (none = beyond). */
export interface CostStep {
  from: number;
  to?: number;
  cost: number;
}

/**
 * A breed's `statsPointsFor*` list as readable steps, ordered by threshold. Points below the first
 * threshold cost the first tier's price (as in the rules' capitalCost), so the first step starts at 0.
 */
export function costSteps(tiers: readonly CostTier[] | undefined): CostStep[] {
  const ordered = [...(tiers ?? [])].sort((a, b) => a[0] - b[0]);
  if (ordered.length === 0) return [{ from: 0, cost: 1 }];
  const steps: CostStep[] = [];
  ordered.forEach(([threshold, cost], i) => {
    const from = i === 0 ? 0 : threshold;
    const next = ordered[i + 1]?.[0];
    const previous = steps[steps.length - 1];
    // Two consecutive tiers with the same price read as one step.
    if (previous && previous.cost === cost) {
      if (next === undefined) delete previous.to;
      else previous.to = next;
      return;
    }
    steps.push(next === undefined ? { from, cost } : { from, to: next, cost });
  });
  return steps;
}
