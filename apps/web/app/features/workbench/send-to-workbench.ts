import type { CraftToAdd } from '@grimoire/rules';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../accounts/use-session';
import type { AddingContext } from './add-crafts';

/**
 * Sending crafts to the workbench from pages that only send (an item page, a stuff, the job XP
 * planner). This module names none of the workbench's strings and imports none of its writing:
 * both come with the first send, so they stay out of those pages' first loads.
 */

/** Who adds from this page: its API client, the signed-in user (null for a guest) and its `t`. */
export function useAddingContext(): AddingContext {
  const api = useApi();
  const { t } = useTranslation();
  const { user, isConnected } = useSession();
  const userId = isConnected && user ? user._id : null;
  return useMemo(() => ({ api, userId, t }), [api, userId, t]);
}

/** The workbench could not be saved. */
export function showSaveError(t: TFunction): void {
  notifications.show({ color: 'red', message: t('errors.workbenchSave'), withBorder: true });
}

/**
 * Adds crafts and says so with a link to the workbench (`message`, else "3 crafts added…"),
 * fetching the workbench's writing and strings now; a failure is told as well.
 */
export async function sendToWorkbench(context: AddingContext, lang: Language, crafts: readonly CraftToAdd[], message?: string): Promise<void> {
  try {
    const { addAndTell } = await import('./added-notice');
    await addAndTell(context, lang, crafts, message);
  } catch {
    showSaveError(context.t);
  }
}
