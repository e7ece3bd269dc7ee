import type { GenerationProgress } from '@grimoire/rules';

/**
 * The generations shown unfolded when the page opens: those holding a mount the player can breed
 * now, and the lowest one not fully owned (where the player stands). The others fold, so a family of
 * ten generations does not make a phone page tens of thousands of pixels tall.
 */
export function openByDefault(progress: readonly GenerationProgress[], nextGenerations: Iterable<number>): Set<number> {
  const open = new Set(nextGenerations);
  const current = progress.find((row) => row.owned < row.total);
  if (current) open.add(current.generation);
  return open;
}

export interface FoldState {
  /** The player's own choices: true unfolded, false folded. */
  chosen: ReadonlyMap<number, boolean>;
  /** Generations the player ticked a mount in: they stay unfolded whatever the default becomes. */
  touched: ReadonlySet<number>;
}

/** Whether a generation is unfolded: the player's choice, else kept open once touched, else the default (every one under a filter). */
export function isUnfolded(generation: number, state: FoldState, defaults: ReadonlySet<number>, isFiltered: boolean): boolean {
  return state.chosen.get(generation) ?? (isFiltered || state.touched.has(generation) || defaults.has(generation));
}
