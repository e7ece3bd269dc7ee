import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import type { ModerationAction, ReportedRecord } from '@grimoire/server/client';
import { MODERATED_KINDS } from '@grimoire/server/client';
import { useApi } from '../../../api/use-api';
import { useTranslation } from '../../../i18n/use-translation';
import type { Language } from '../../../i18n/languages';
import { LazyModal } from '../../../ui/modal/LazyModal';
import { ListPagination } from '../../../ui/list/ListPagination';
import { useBackErrorText } from '../api-error';
import { needsConfirmation, ReportedRecordCard } from './ReportedRecordCard';
import type { FactNames, ReportsState } from './reports-state';

interface Pending {
  record: ReportedRecord;
  action: ModerationAction;
  reason: string;
}

/**
 * The moderators' queue of reported content, every kind in one place: most reported first, each
 * record with its reports and the actions on it. The last action can be undone from here.
 */
export function ReportQueue({ lang, records, total, state, names }: { lang: Language; records: ReportedRecord[]; total: number; state: ReportsState; names: FactNames }) {
  const { t } = useTranslation();
  const api = useApi();
  const { revalidate } = useRevalidator();
  const errorText = useBackErrorText();
  const [outcome, setOutcome] = useState<{ message: string; auditId: number | null; error?: boolean } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const perform = async ({ record, action, reason }: Pending) => {
    setBusy(true);
    try {
      const result = await api.create('moderation-actions', { kind: record.kind, record: record.record, action, reason });
      setOutcome({
        message: t(`back-office.reports.done.${action}`, { subject: record.subject, kind: t(`back-office.audit.kinds.${record.kind}`) }),
        auditId: result.auditId,
      });
      await revalidate();
    } catch (error) {
      setOutcome({ message: errorText(error), auditId: null, error: true });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const undo = async (auditId: number) => {
    setBusy(true);
    try {
      await api.patch('audit-log', auditId, { undone: true });
      setOutcome({ message: t('back-office.audit.undone'), auditId: null });
      await revalidate();
    } catch (error) {
      setOutcome({ message: errorText(error), auditId: null, error: true });
    } finally {
      setBusy(false);
    }
  };
  const act = (record: ReportedRecord, action: ModerationAction, reason: string) => {
    if (needsConfirmation(record, action)) setPending({ record, action, reason });
    else void perform({ record, action, reason });
  };

  return (
    <Stack gap="sm">
      <Title order={1}>{t('back-office.reports.heading')}</Title>
      <Text c="dimmed">{t('back-office.reports.intro')}</Text>
      <Form method="get">
        <Group align="flex-end" gap="sm">
          <NativeSelect
            name="kind"
            label={t('back-office.reports.kind')}
            defaultValue={state.kind}
            data={[{ value: 'all', label: t('back-office.reports.allKinds') }, ...MODERATED_KINDS.map((kind) => ({ value: kind, label: t(`back-office.reports.kinds.${kind}`) }))]}
          />
          <NativeSelect
            name="status"
            label={t('back-office.queue.statusLabel')}
            defaultValue={state.status}
            data={[
              { value: 'open', label: t('back-office.reports.open') },
              { value: 'resolved', label: t('back-office.reports.resolved') },
            ]}
          />
          <Button type="submit">{t('back-office.queue.filter')}</Button>
        </Group>
      </Form>
      {outcome && (
        <Alert color={outcome.error ? 'red' : 'green'} role="status" data-testid="reports-outcome">
          <Group justify="space-between">
            <Text size="sm">{outcome.message}</Text>
            {outcome.auditId !== null && (
              <Button size="compact-sm" variant="white" color="orange" loading={busy} onClick={() => void undo(outcome.auditId!)} data-testid="reports-undo">
                {t('back-office.queue.undo')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <Text fw={600}>{t('back-office.reports.total', { count: total })}</Text>
      {records.length === 0 ? (
        <Text c="dimmed" data-testid="reports-empty">
          {t('back-office.reports.empty')}
        </Text>
      ) : (
        records.map((record) => <ReportedRecordCard key={`${record.kind}:${record.record}`} record={record} names={names} lang={lang} busy={busy} onAct={act} />)
      )}
      <ListPagination total={total} />
      <LazyModal opened={pending !== null} onClose={() => setPending(null)} title={t('back-office.queue.confirmTitle')}>
        {pending && (
          <Stack gap="sm">
            <Text>
              {t(`back-office.reports.confirm.${pending.action}`, { subject: pending.record.subject, kind: t(`back-office.audit.kinds.${pending.record.kind}`) })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                {t('back-office.queue.cancel')}
              </Button>
              <Button color="red" loading={busy} onClick={() => void perform(pending)} data-testid="reports-confirm">
                {t('back-office.queue.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </LazyModal>
    </Stack>
  );
}
