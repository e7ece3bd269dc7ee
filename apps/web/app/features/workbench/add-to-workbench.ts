import type { CraftToAdd } from '@grimoire/rules';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import { useSession } from '../accounts/use-session';
import { addCrafts } from './add-crafts';

/**
 * `addCrafts` for this page's user: a shared workbench's page calls it. Pages that only send to the
 * workbench (an item page, a stuff, the job XP planner) fetch `addAndTell` on the click instead.
 */
export function useAddToWorkbench(): (crafts: CraftToAdd[]) => Promise<void> {
  const api = useApi();
  const { t } = useTranslation();
  const { user, isConnected } = useSession();
  const userId = isConnected && user ? user._id : null;
  return useCallback((crafts: CraftToAdd[]) => addCrafts({ api, userId, t }, crafts), [api, userId, t]);
}
