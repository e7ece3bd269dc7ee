import type { CraftToAdd } from '@grimoire/rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { existingQueryClient } from '../../api/queries/query-client-registry';
import { useApi } from '../../api/use-api';
import { useSession } from '../accounts/use-session';
import { loadOwnWorkbenches, useWorkbenchMutations, workbenchesKey } from './workbench-writes';
import { useLocalStore } from './browser-state';
import { CURRENT_WORKBENCH_KEY, emptyWorkbench } from './local-workbench';

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
 * browser's local workbench. Item pages, stuffs and the job XP planner call it.
 */
export function useAddToWorkbench(): (crafts: { itemId: number; quantity: number }[]) => Promise<void> {
  const api = useApi();
  const { t } = useTranslation();
  const { user, isConnected } = useSession();
  const mutations = useWorkbenchMutations();
  const localStore = useLocalStore();
  return useCallback(
    async (crafts: CraftToAdd[]) => {
      if (crafts.length === 0) return;
      if (!isConnected || !user) {
        localStore.add(crafts);
        // Other mounted views of the local workbench reload on this event, as for another tab's write.
        window.dispatchEvent(new Event('focus'));
        return;
      }
      // The cached list when this page has one (the workbench, the job XP planner), else the server's.
      const load = () => loadOwnWorkbenches(api, user._id);
      const cache = existingQueryClient();
      const list = await (cache ? cache.fetchQuery({ queryKey: workbenchesKey(user._id), queryFn: load }) : load());
      const current = list.find((w) => w._id === rememberedId()) ?? list[0];
      if (current) await mutations.addCrafts(current._id, crafts);
      else await mutations.create({ ...emptyWorkbench(t('workbench.defaultName')), items: crafts.map((craft) => ({ ...craft, finished: false })) });
    },
    [api, t, user, isConnected, mutations, localStore],
  );
}
