import type { CraftToAdd } from '@grimoire/rules';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { createElement, lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../session/use-session';
import type { AddingContext, WorkbenchTarget } from './add-crafts';

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
 * fetching the workbench's writing and strings now; a failure is told as well. `target` is a
 * workbench id or `new` (else the current workbench).
 */
export async function sendToWorkbench(context: AddingContext, lang: Language, crafts: readonly CraftToAdd[], message?: string, target?: string): Promise<void> {
  try {
    const { addAndTell } = await import('./added-notice');
    await addAndTell(context, lang, crafts, message, target);
  } catch {
    showSaveError(context.t);
  }
}

/** Crafts waiting for the player to say which workbench they go to. */
interface Pending {
  crafts: readonly CraftToAdd[];
  message?: string;
  targets: WorkbenchTarget[];
}

const WorkbenchPicker = lazy(() => import('./WorkbenchPicker'));

/**
 * `send(crafts, message)` for a page that sends to the workbench, and the `picker` element it
 * renders: a player with several workbenches picks the one the crafts go to (the current one first,
 * or a new one); a guest or a player with one adds at once.
 */
export function useSendToWorkbench(lang: Language) {
  const context = useAddingContext();
  const [pending, setPending] = useState<Pending | null>(null);
  const send = useCallback(
    async (crafts: readonly CraftToAdd[], message?: string) => {
      try {
        const { workbenchTargets } = await import('./added-notice');
        const targets = await workbenchTargets(context);
        if (targets.length > 1) return setPending({ crafts, message, targets });
      } catch {
        return showSaveError(context.t);
      }
      await sendToWorkbench(context, lang, crafts, message);
    },
    [context, lang],
  );
  const picker = pending
    ? createElement(
        Suspense,
        { fallback: null },
        createElement(WorkbenchPicker, {
          targets: pending.targets,
          onClose: () => setPending(null),
          onPick: (target: string) => {
            setPending(null);
            void sendToWorkbench(context, lang, pending.crafts, pending.message, target);
          },
        }),
      )
    : null;
  return { send, picker, context };
}
