import type { CraftToAdd } from '@grimoire/rules';
import type { TFunction } from 'i18next';
import { existingQueryClient } from '../../api/queries/query-client-registry';
import type { ApiClient, Id } from '../../api/types';
import { createLocalWorkbench, CURRENT_WORKBENCH_KEY, emptyWorkbench } from './local-workbench';
import { loadOwnWorkbenches, workbenchesKey, workbenchWrites } from './workbench-writes';

/** Who adds: the page's API client, the signed-in user (null for a guest) and the page's `t`. */
export interface AddingContext {
  api: ApiClient;
  userId: Id | null;
  t: TFunction;
}

function rememberedId(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_WORKBENCH_KEY);
  } catch {
    return null;
  }
}

/**
 * Adds crafts to the current workbench, merging quantities for items already there: the user's
 * current server workbench when signed in (a first one is created if they have none), else this
 * browser's local workbench. A plain function, so that pages which only add (an item page) can
 * fetch it on the first click; `useAddToWorkbench` wraps it for the others.
 */
export async function addCrafts({ api, userId, t }: AddingContext, crafts: readonly CraftToAdd[]): Promise<void> {
  if (crafts.length === 0) return;
  const defaultName = () => t('workbench.defaultName');
  if (userId === null) {
    createLocalWorkbench(() => window.localStorage, defaultName).add(crafts);
    // Other mounted views of the local workbench reload on this event, as for another tab's write.
    window.dispatchEvent(new Event('focus'));
    return;
  }
  // The cached list when this page has one (the workbench, the job XP planner), else the server's.
  const load = () => loadOwnWorkbenches(api, userId);
  const cache = existingQueryClient();
  const list = await (cache ? cache.fetchQuery({ queryKey: workbenchesKey(userId), queryFn: load }) : load());
  const current = list.find((w) => w._id === rememberedId()) ?? list[0];
  const writes = workbenchWrites(api, userId);
  if (current) await writes.addCrafts(current._id, crafts);
  else await writes.create({ ...emptyWorkbench(defaultName()), items: crafts.map((craft) => ({ ...craft, finished: false })) });
}
