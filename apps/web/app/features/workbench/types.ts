import type { HeldQuantity, WorkbenchCraft } from '@grimoire/rules';

/** Spec §4 workbench sharing: private, public, unreferenced (link only, "unlisted" in texts). */
export const WORKBENCH_SHARINGS = ['private', 'public', 'unreferenced'] as const;
export type WorkbenchSharing = (typeof WORKBENCH_SHARINGS)[number];
/** Spec §9: a user keeps at most 50 workbenches. */
export const WORKBENCH_LIMIT = 50;

/** What a workbench holds, on the server or in a guest's browser (spec §3). */
export interface WorkbenchContent {
  name: string;
  shared: WorkbenchSharing;
  items: WorkbenchCraft[];
  currentQuantities: HeldQuantity[];
  hiddenSubRecipes: number[];
}

/** What `GET /api/workbench/:id` answers. */
export interface WorkbenchDoc extends WorkbenchContent {
  _id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
}

/** The content of a saved or local workbench, as the API's PUT wants it. */
export function contentOf(workbench: WorkbenchContent): WorkbenchContent {
  const { name, shared, items, currentQuantities, hiddenSubRecipes } = workbench;
  return { name, shared, items, currentQuantities, hiddenSubRecipes };
}
