import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { BugReportAction, BugReportActionResult } from '@grimoire/server/client';
import { useApi } from '../../../api/use-api';
import { apiError } from '../../../api/errors';
import { useTranslation } from '../../../i18n/use-translation';
import { useBackErrorText } from '../api-error';

export type QueueAction = BugReportAction['action'];

/** What the last action did, shown above the list with its undo. */
export interface Outcome {
  message: string;
  auditId: number | null;
  error?: boolean;
}

/** Runs bulk actions and their undo, then reloads the list (the loader reads the URL's filters again). */
export function useQueueActions() {
  const { t } = useTranslation();
  const api = useApi();
  const { revalidate } = useRevalidator();
  const errorText = useBackErrorText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (error: unknown) => {
    const { code, data } = apiError(error);
    const message = code === 400 && data?.key === 'too-many' ? t('back-office.queue.tooMany', { nb: data.nb }) : errorText(error);
    setOutcome({ message, auditId: null, error: true });
  };

  const run = async (body: BugReportAction): Promise<boolean> => {
    setBusy(true);
    try {
      const result: BugReportActionResult = await api.create('bug-report-actions', body);
      setOutcome({
        message: result.count === 0 ? t('back-office.queue.done.none') : t(`back-office.queue.done.${result.action}`, { count: result.count }),
        auditId: result.auditId,
      });
      await revalidate();
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const undo = async (auditId: number) => {
    setBusy(true);
    try {
      await api.patch('audit-log', auditId, { undone: true });
      setOutcome({ message: t('back-office.queue.undone'), auditId: null });
      await revalidate();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return { outcome, busy, run, undo };
}
