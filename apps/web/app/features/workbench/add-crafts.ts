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

function remember(id: string): void {
  try {
    window.localStorage.setItem(CURRENT_WORKBENCH_KEY, id);
  } catch {
    // Not remembered: the next addition asks again or goes to the first workbench.
  }
}

/** A workbench crafts can go to, as the picker lists it. */
export interface WorkbenchTarget {
  id: string;
  name: string;
  crafts: number;
  /** The workbench this browser last worked on (where additions go by default). */
  isCurrent: boolean;
}

/** The signed-in user's workbenches, the current one first; none for a guest (whose one workbench is in this browser). */
export async function workbenchTargets({ api, userId }: AddingContext): Promise<WorkbenchTarget[]> {
  if (userId === null) return [];
  const load = () => loadOwnWorkbenches(api, userId);
  const cache = existingQueryClient();
  const list = await (cache ? cache.fetchQuery({ queryKey: workbenchesKey(userId), queryFn: load }) : load());
  const currentId = list.find((w) => w._id === rememberedId())?._id ?? list[0]?._id;
  return list
    .map((w) => ({ id: w._id, name: w.name, crafts: w.items.length, isCurrent: w._id === currentId }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}

/** Where an addition went: the workbench's name (a new one is named by default). */
export interface Added {
  name: string;
}

/**
 * Adds crafts to a workbench, merging quantities for items already there: `target` (a workbench id,
 * or `new` for a new one), else the user's current server workbench when signed in (a first one is
 * created if they have none), else this browser's local workbench. The chosen workbench becomes the
 * current one. A plain function, so that pages which only add (an item page) can fetch it on the
 * first click; `useAddToWorkbench` wraps it for the others.
 */
export async function addCrafts({ api, userId, t }: AddingContext, crafts: readonly CraftToAdd[], target?: string): Promise<Added | null> {
  if (crafts.length === 0) return null;
  const defaultName = () => t('workbench.defaultName');
  if (userId === null) {
    const saved = createLocalWorkbench(() => window.localStorage, defaultName).add(crafts);
    // Other mounted views of the local workbench reload on this event, as for another tab's write.
    window.dispatchEvent(new Event('focus'));
    return { name: saved.name };
  }
  // The cached list when this page has one (the workbench, the job XP planner), else the server's.
  const load = () => loadOwnWorkbenches(api, userId);
  const cache = existingQueryClient();
  const list = await (cache ? cache.fetchQuery({ queryKey: workbenchesKey(userId), queryFn: load }) : load());
  const chosen = target === 'new' ? undefined : (list.find((w) => w._id === target) ?? list.find((w) => w._id === rememberedId()) ?? list[0]);
  const writes = workbenchWrites(api, userId);
  const saved = chosen
    ? await writes.addCrafts(chosen._id, crafts)
    : await writes.create({ ...emptyWorkbench(defaultName()), items: crafts.map((craft) => ({ ...craft, finished: false })) });
  remember(saved._id);
  return { name: saved.name };
}
