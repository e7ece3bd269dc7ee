import type { CraftToAdd } from '@grimoire/rules';
import { useCallback } from 'react';
import { addCrafts } from './add-crafts';
import { useAddingContext } from './send-to-workbench';

/**
 * `addCrafts` for this page's user: a shared workbench's page calls it. Pages that only send to the
 * workbench (an item page, a stuff, the job XP planner) call `sendToWorkbench` instead.
 */
export function useAddToWorkbench(): (crafts: CraftToAdd[]) => Promise<void> {
  const context = useAddingContext();
  return useCallback(async (crafts: CraftToAdd[]) => void (await addCrafts(context, crafts)), [context]);
}
