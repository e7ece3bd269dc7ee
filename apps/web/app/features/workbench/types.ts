import { WORKBENCH_LIMIT, WORKBENCH_SHARINGS, type ResultOf, type WorkbenchSharing } from '@grimoire/server/client';
import type { HeldQuantity, WorkbenchCraft } from '@grimoire/rules';

/** Spec §4 workbench sharing and §9's 50 workbenches per user: the server's workbench contract. */
export { WORKBENCH_LIMIT, WORKBENCH_SHARINGS, type WorkbenchSharing };

/** What a workbench holds, on the server or in a guest's browser (spec §3). */
export interface WorkbenchContent {
  name: string;
  shared: WorkbenchSharing;
  items: WorkbenchCraft[];
  currentQuantities: HeldQuantity[];
  hiddenSubRecipes: number[];
}

/** What `GET /api/workbench/:id` answers. */
export type WorkbenchDoc = ResultOf<'workbench'>;

/** The content of a saved or local workbench, as the API's PUT wants it. */
export function contentOf(workbench: WorkbenchContent): WorkbenchContent {
  const { name, shared, items, currentQuantities, hiddenSubRecipes } = workbench;
  return { name, shared, items, currentQuantities, hiddenSubRecipes };
}
