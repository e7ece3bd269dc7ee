import '@mantine/core/styles/Combobox.layer.css';
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Form } from 'react-router';
import type { ModerationAction, ReportedRecord } from '@grimoire/server/client';
import { MODERATED_KINDS } from '@grimoire/server/client';
import { useApi } from '../../../api/use-api';
import { useTranslation } from '../../../i18n/use-translation';
import type { Language } from '../../../i18n/languages';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ActionOutcome, useAuditedAction } from '../audited-action';
import { ListPagination } from '../../../ui/list/ListPagination';
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
  const { outcome, busy, perform: performAudited, undo } = useAuditedAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const perform = async ({ record, action, reason }: Pending) => {
    await performAudited(
      () => api.create('moderation-actions', { kind: record.kind, record: record.record, action, reason }),
      () => t(`back-office.reports.done.${action}`, { subject: record.subject, kind: t(`back-office.audit.kinds.${record.kind}`) }),
    );
    setPending(null);
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
      <ActionOutcome outcome={outcome} busy={busy} onUndo={(auditId) => void undo(auditId)} testId="reports" />
      <Text fw={600}>{t('back-office.reports.total', { count: total })}</Text>
      {records.length === 0 ? (
        <Text c="dimmed" data-testid="reports-empty">
          {t('back-office.reports.empty')}
        </Text>
      ) : (
        records.map((record) => <ReportedRecordCard key={`${record.kind}:${record.record}`} record={record} names={names} lang={lang} busy={busy} onAct={act} />)
      )}
      <ListPagination total={total} />
      <ConfirmDialog
        opened={pending !== null}
        title={t('back-office.queue.confirmTitle')}
        confirmLabel={t('back-office.queue.confirm')}
        busy={busy}
        onConfirm={() => pending && void perform(pending)}
        onClose={() => setPending(null)}
        testId="reports-confirm"
      >
        {pending && t(`back-office.reports.confirm.${pending.action}`, { subject: pending.record.subject, kind: t(`back-office.audit.kinds.${pending.record.kind}`) })}
      </ConfirmDialog>
    </Stack>
  );
}
