import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ResultOf } from '@grimoire/server/client';
import { useTranslation } from '../../../i18n/use-translation';
import { localePath, type Language } from '../../../i18n/languages';
import { Table } from '../../../ui/table/Table';
import { TableScroll } from '../../../ui/TableScroll';
import { ListPagination } from '../../../ui/list/ListPagination';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ActionOutcome } from '../audited-action';
import { QueueFilters } from './QueueFilters';
import { queueFilter, type QueueState } from './queue-state';
import { useQueueActions, type QueueAction } from './use-queue-actions';

type BugReport = ResultOf<'bug-reports'>;

const STATUS_COLOR = { open: 'blue', closed: 'gray', spam: 'red' } as const;
const ACTIONS: QueueAction[] = ['closed', 'spam', 'open', 'delete'];

interface Pending {
  action: QueueAction;
  count: number;
}

/**
 * The moderators' bug-report queue: filters in the URL, one page of reports (or of groups of
 * duplicates), a selection, and bulk actions on it or on everything the filters match. Deleting,
 * and any action on everything matched, ask to confirm; the last action can be undone.
 */
export function BugReportQueue({ lang, reports, total, state }: { lang: Language; reports: BugReport[]; total: number; state: QueueState }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { outcome, busy, run, undo } = useQueueActions();
  // Grouped, a row stands for its whole group: the selection holds fingerprints.
  const keyOf = (report: BugReport) => (state.grouped ? report.fingerprint : String(report._id));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const onPage = reports.map(keyOf);
  const pageSelected = onPage.length > 0 && onPage.every((key) => selected.has(key));
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const scopeCount = allMatching ? total : state.grouped ? reports.filter((r) => selected.has(r.fingerprint)).reduce((n, r) => n + r.duplicates, 0) : selected.size;

  const perform = async (action: QueueAction) => {
    const keys = [...selected];
    const body = allMatching
      ? { action, filter: queueFilter(state) }
      : state.grouped
        ? { action, fingerprints: keys }
        : { action, ids: keys.map(Number) };
    if (await run(body)) {
      setSelected(new Set());
      setAllMatching(false);
    }
  };
  const ask = (action: QueueAction) => {
    if (action === 'delete' || allMatching) setPending({ action, count: scopeCount });
    else void perform(action);
  };

  return (
    <Stack gap="sm">
      <Title order={1}>{t('back-office.queue.heading')}</Title>
      <Text c="dimmed">{t('back-office.queue.intro')}</Text>
      <QueueFilters state={state} resetTo={pathname} />
      <ActionOutcome outcome={outcome} busy={busy} onUndo={(auditId) => void undo(auditId)} testId="queue" />
      <Text fw={600} data-testid="queue-total">
        {t(state.grouped ? 'back-office.queue.totalGroups' : 'back-office.queue.total', { count: total })}
      </Text>
      {(selected.size > 0 || allMatching) && (
        <Paper withBorder p="xs" data-testid="queue-bulk">
          <Group justify="space-between">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {allMatching
                  ? t('back-office.queue.scopeAll', { count: total })
                  : t(state.grouped ? 'back-office.queue.selectedGroups' : 'back-office.queue.selected', { count: selected.size })}
              </Text>
              {pageSelected && total > reports.length && !state.grouped && (
                <Button size="compact-sm" variant="subtle" onClick={() => setAllMatching((all) => !all)} data-testid="queue-all-matching">
                  {allMatching ? t('back-office.queue.onlySelected') : t('back-office.queue.allMatching', { count: total })}
                </Button>
              )}
            </Group>
            <Group gap="xs">
              {ACTIONS.filter((action) => action !== state.status).map((action) => (
                <Button
                  key={action}
                  size="compact-sm"
                  variant={action === 'delete' ? 'outline' : 'light'}
                  color={action === 'delete' ? 'red.9' : action === 'spam' ? 'red' : undefined}
                  disabled={busy}
                  onClick={() => ask(action)}
                  data-testid={`queue-action-${action}`}
                >
                  {t(`back-office.queue.actions.${action}`)}
                </Button>
              ))}
            </Group>
          </Group>
        </Paper>
      )}
      {reports.length === 0 ? (
        <Text c="dimmed" data-testid="queue-empty">
          {t('back-office.queue.empty')}
        </Text>
      ) : (
        <TableScroll minWidth={860}>
          <Table striped data-testid="bug-report-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Checkbox
                    aria-label={t('back-office.queue.selectPage')}
                    checked={pageSelected}
                    indeterminate={!pageSelected && onPage.some((key) => selected.has(key))}
                    onChange={() => {
                      setAllMatching(false);
                      setSelected(pageSelected ? new Set() : new Set(onPage));
                    }}
                    data-testid="queue-select-page"
                  />
                </Table.Th>
                <Table.Th>{t('back-office.queue.date')}</Table.Th>
                <Table.Th>{t('back-office.queue.title')}</Table.Th>
                <Table.Th>{t('back-office.queue.description')}</Table.Th>
                <Table.Th>{t('back-office.queue.page')}</Table.Th>
                <Table.Th>{t('back-office.queue.reporter')}</Table.Th>
                <Table.Th>{t('back-office.queue.statusLabel')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reports.map((report) => (
                <Table.Tr key={report._id} data-testid="bug-report-row">
                  <Table.Td>
                    <Checkbox
                      aria-label={t('back-office.queue.selectRow', { title: report.title })}
                      checked={allMatching || selected.has(keyOf(report))}
                      disabled={allMatching}
                      onChange={() => toggle(keyOf(report))}
                    />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(report.createdAt))}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {report.title}
                    </Text>
                    {report.duplicates > 1 && (
                      <Anchor
                        component={Link}
                        to={`${pathname}?status=all&fingerprint=${report.fingerprint}`}
                        title={t('back-office.queue.duplicatesHint', { count: report.duplicates })}
                        aria-label={t('back-office.queue.duplicatesHint', { count: report.duplicates })}
                      >
                        <Badge variant="light" color="violet" size="sm">
                          {t('back-office.queue.duplicates', { count: report.duplicates })}
                        </Badge>
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {report.description}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {report.page?.startsWith('/') ? (
                      <Anchor component={Link} to={report.page} size="sm">
                        {report.page}
                      </Anchor>
                    ) : (
                      <Text size="sm">{report.page ?? '—'}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>{report.reporter ?? <Text span c="dimmed" size="sm">{t('back-office.queue.guest')}</Text>}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge color={STATUS_COLOR[report.status]} variant="light" style={{ minWidth: 'max-content' }}>
                      {t(`back-office.queue.status.${report.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <ListPagination total={total} />
      <ConfirmDialog
        opened={pending !== null}
        title={t('back-office.queue.confirmTitle')}
        confirmLabel={t('back-office.queue.confirm')}
        color={pending?.action === 'delete' ? 'red' : 'blue'}
        busy={busy}
        onConfirm={async () => {
          if (pending) await perform(pending.action);
          setPending(null);
        }}
        onClose={() => setPending(null)}
        testId="queue-confirm"
      >
        {pending &&
          (pending.action === 'delete'
            ? t('back-office.queue.confirmDelete', { count: pending.count })
            : t('back-office.queue.confirmAll', { count: pending.count, action: t(`back-office.queue.actions.${pending.action}`) }))}
      </ConfirmDialog>
      <Anchor component={Link} to={localePath(lang, '/back')} size="sm">
        ← {t('back-office.heading')}
      </Anchor>
    </Stack>
  );
}
