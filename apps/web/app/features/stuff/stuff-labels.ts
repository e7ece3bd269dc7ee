import { CHARACTERISTIC as C } from '@grimoire/rules';
import { STUFF_ELEMENTS, STUFF_TAGS } from '@grimoire/server/client';
import type { StuffElement, StuffTag } from '@grimoire/server/client';

export { STUFF_ELEMENTS, STUFF_TAGS };
export type { StuffElement, StuffTag };

/** The characteristic that scales each element's hits (strength for both earth and neutral). */
const SCALING: Readonly<Record<Exclude<StuffElement, 'neutral'>, number>> = {
  earth: C.strength,
  fire: C.intelligence,
  water: C.chance,
  air: C.agility,
};

/**
 * The elements the publish dialog proposes for a build (its author confirms or changes them): each
 * whose characteristic reaches half of the build's highest. None when no element characteristic
 * is above 0. Neutral is never proposed: strength says earth as much as neutral.
 */
export function suggestedElements(totals: Readonly<Record<number, number>>): StuffElement[] {
  const entries = Object.entries(SCALING).map(([element, id]) => [element as StuffElement, totals[id] ?? 0] as const);
  const highest = Math.max(...entries.map(([, value]) => value));
  if (highest <= 0) return [];
  return entries.filter(([, value]) => value * 2 >= highest).map(([element]) => element);
}

/** Toggles `value` in a list, keeping the list's canonical order. */
export function toggled<T extends string>(list: readonly T[], value: T, order: readonly T[]): T[] {
  const set = new Set(list);
  if (set.has(value)) set.delete(value);
  else set.add(value);
  return order.filter((entry) => set.has(entry));
}
