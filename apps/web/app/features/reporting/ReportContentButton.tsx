import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import type { ContentReportData } from '@grimoire/server/client';
import { REPORT_REASON_MAX, REPORT_REASON_MIN } from '@grimoire/server/client';
import { useApi } from '../../api/use-api';
import { apiError } from '../../api/errors';
import { useTranslation } from '../../i18n/use-translation';
import { LazyModal } from '../../ui/modal/LazyModal';

/** The message of a refused report. */
function refusalKey(error: unknown): string {
  const { code, data } = apiError(error);
  if (code === 409) return data?.key === 'already-hidden' ? 'reporting.report.alreadyHidden' : 'reporting.report.already';
  if (code === 429) return 'errors.tooManyRequests';
  return 'reporting.report.failed';
}

/** "Report to the moderators" on a player's content: a reason, sent once per player. */
export function ReportContentButton({ kind, record }: Pick<ContentReportData, 'kind' | 'record'>) {
  const { t } = useTranslation();
  const api = useApi();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    try {
      await api.create('content-reports', { kind, record, reason: reason.trim() });
      notifications.show({ color: 'green', message: t('reporting.report.sent'), withBorder: true });
      setOpened(false);
      setReason('');
    } catch (error) {
      notifications.show({ color: 'red', message: t(refusalKey(error)), withBorder: true });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="subtle" color="gray" leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setOpened(true)} data-testid="report-content">
        {t('reporting.report.button')}
      </Button>
      <LazyModal opened={opened} onClose={() => setOpened(false)} title={t('reporting.report.title')}>
        <Stack>
          <Text size="sm">{t('reporting.report.intro')}</Text>
          <TextInput
            label={t('reporting.report.reason')}
            value={reason}
            maxLength={REPORT_REASON_MAX}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="report-reason"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button onClick={send} loading={pending} disabled={reason.trim().length < REPORT_REASON_MIN} data-testid="report-send">
              {t('reporting.report.send')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
}
