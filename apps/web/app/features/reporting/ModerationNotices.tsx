import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { Notice } from '@grimoire/server/client';
import { getBrowserApi } from '../../api/use-api';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Tells a signed-in player what moderators did to their content: each unread notice shows until the
 * player closes it, which marks it read (it does not come back on the next page).
 */
export function ModerationNotices({ userId }: { userId: string | number }) {
  const { t } = useTranslation();
  useEffect(() => {
    let cancelled = false;
    const api = getBrowserApi();
    void api
      .find('notices', { unread: true, $limit: 5 })
      .then((page) => {
        if (cancelled) return;
        for (const notice of page.data as Notice[]) {
          notifications.show({
            id: `notice-${notice._id}`,
            title: t('reporting.notices.title'),
            message: t(`reporting.notices.${notice.action}`, { kind: t(`reporting.notices.kinds.${notice.kind}`), subject: notice.subject, reason: notice.reason }),
            color: notice.action === 'restore' ? 'green' : 'orange',
            autoClose: false,
            withBorder: true,
            onClose: () => void api.patch('notices', notice._id, { read: true }).catch(() => undefined),
          });
        }
      })
      .catch(() => undefined); // a notice can wait for the next page
    return () => {
      cancelled = true;
    };
  }, [userId, t]);
  return null;
}
