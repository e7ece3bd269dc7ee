import type { BugReportAction } from '@grimoire/server/client';
import { useApi } from '../../../api/use-api';
import { apiError } from '../../../api/errors';
import { useTranslation } from '../../../i18n/use-translation';
import { useAuditedAction } from '../audited-action';

export type QueueAction = BugReportAction['action'];

/** Bulk actions on bug reports and their undo; a match too wide for one action says so. */
export function useQueueActions() {
  const { t } = useTranslation();
  const api = useApi();
  const { outcome, busy, perform, undo } = useAuditedAction((error) => {
    const { code, data } = apiError(error);
    return code === 400 && data?.key === 'too-many' ? t('back-office.queue.tooMany', { nb: data.nb }) : null;
  });
  const run = (body: BugReportAction) =>
    perform(
      () => api.create('bug-report-actions', body),
      (result) => (result.count === 0 ? t('back-office.queue.done.none') : t(`back-office.queue.done.${result.action}`, { count: result.count })),
    );
  return { outcome, busy, run, undo };
}
