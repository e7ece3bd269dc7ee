import type { CraftToAdd } from '@grimoire/rules';
import { existingQueryClient } from '../../api/queries/query-client-registry';
import type { ApiClient } from '../../api/types';
import { useApi } from '../../api/use-api';
import { useSession } from '../../session/use-session';
import { WORKBENCH_LIMIT, type WorkbenchContent, type WorkbenchDoc } from './types';

export const WORKBENCH_PATH = 'workbench';

export function workbenchesKey(userId: string | number | undefined) {
  return ['session', String(userId ?? ''), 'workbenches'] as const;
}

/** Spec §7 `GET /workbench (userId)`: the user's own workbenches, all of them (50 at most). */
export async function loadOwnWorkbenches(api: ApiClient, userId: string | number): Promise<WorkbenchDoc[]> {
  return (await api.find(WORKBENCH_PATH, { userId: String(userId), $limit: WORKBENCH_LIMIT })).data;
}

/** Server writes; each keeps the cached list in step so every component sees the change at once. */
export function workbenchWrites(api: ApiClient, userId: string | number | undefined) {
  const key = workbenchesKey(userId);
  // A page that lists the workbenches has a query cache; one that only adds to them (an item page) may not.
  const updateCache = (update: (list: WorkbenchDoc[]) => WorkbenchDoc[]) =>
    existingQueryClient()?.setQueryData<WorkbenchDoc[]>(key, (list) => update(list ?? []));
  const replaceInCache = (doc: WorkbenchDoc) => updateCache((list) => list.map((w) => (w._id === doc._id ? doc : w)));
  return {
    create: async (content: WorkbenchContent) => {
      const created = await api.create(WORKBENCH_PATH, content);
      updateCache((list) => [...list, created]);
      return created;
    },
    save: async (id: string, content: WorkbenchContent) => {
      const saved = await api.update(WORKBENCH_PATH, id, content);
      replaceInCache(saved);
      return saved;
    },
    addCrafts: async (id: string, crafts: readonly CraftToAdd[]) => {
      const saved = await api.patch(WORKBENCH_PATH, id, [...crafts]);
      replaceInCache(saved);
      return saved;
    },
    remove: async (id: string) => {
      await api.remove(WORKBENCH_PATH, id);
      updateCache((list) => list.filter((w) => w._id !== id));
    },
  };
}

/** The signed-in user's server writes (see workbenchWrites). */
export function useWorkbenchMutations() {
  const api = useApi();
  const { user } = useSession();
  return workbenchWrites(api, user?._id);
}
