import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useRevalidator } from 'react-router';
import { boardErrorKey } from './errors';

/**
 * Runs a board write, then reloads the page's data (the loader answers the fresh board); a refusal
 * shows its localized reason. A 401 never gets here: the API client sends the reader to sign-in.
 */
export function useBoardAction() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>, success?: string): Promise<boolean> => {
      setPending(true);
      try {
        await action();
        if (success) notifications.show({ color: 'green', message: t(success), withBorder: true });
        await revalidator.revalidate();
        return true;
      } catch (error) {
        notifications.show({ color: 'red', message: t(boardErrorKey(error)), withBorder: true });
        return false;
      } finally {
        setPending(false);
      }
    },
    [revalidator, t],
  );
  return { run, pending };
}
