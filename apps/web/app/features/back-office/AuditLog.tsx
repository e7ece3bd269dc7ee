import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '../../api/use-api';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Table } from '../../ui/table/Table';
import { TableScroll } from '../../ui/TableScroll';
import { useBackErrorText } from './api-error';
import { changedFields, describeEntry, type AuditNames } from './audit/describe';
import type { AuditEntry } from './loaders';

/** One entry in words ("Moddy marked 25 bug reports as spam: …"), with its fields before and after. */
function AuditLine({ entry, names, lang, onUndo }: { entry: AuditEntry; names: AuditNames; lang: Language; onUndo: (entry: AuditEntry) => void }) {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  const { action, thing } = describeEntry(entry, names, lang);
  const more = Number(action.values.more ?? 0);
  // A kind of content is worded in the page's language ("le stuff", "the group listing").
  const values = action.values.kind ? { ...action.values, kind: t(`back-office.audit.kinds.${action.values.kind}`) } : action.values;
  const sentence = `${t(`back-office.audit.${action.key}`, values)}${more ? t('back-office.audit.andMore', { count: more }) : ''}${
    thing ? ` ${t(`back-office.audit.things.${thing.key}`, thing.values)}` : ''
  }`;
  const changes = changedFields(entry);
  const statusWord = (value: string) => (value === '—' ? value : t(`back-office.queue.status.${value}`));
  return (
    <Paper withBorder p="xs" data-testid="audit-entry">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed" size="sm">
            {date.format(new Date(entry.createdAt))}
          </Text>{' '}
          <Text span fw={600} size="sm">
            {entry.username}
          </Text>{' '}
          <span data-testid="audit-sentence">{sentence}</span>
          {entry.undoneAt && (
            <Text span c="dimmed" size="sm">
              {' '}
              {t('back-office.audit.undoneBy', { name: entry.undoneBy })}
            </Text>
          )}
        </Text>
        {!entry.undoneAt && entry.method !== 'undo' && (
          <Button size="compact-xs" variant="light" color="orange" style={{ flexShrink: 0 }} onClick={() => onUndo(entry)} data-testid="audit-undo">
            {t('back-office.audit.undo')}
          </Button>
        )}
      </Group>
      {changes.length > 0 && (
        <details>
          <summary>
            <Text span size="xs" c="dimmed">
              {t('back-office.audit.details')}
            </Text>
          </summary>
          <TableScroll minWidth={480}>
            <Table data-testid="audit-changes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('back-office.audit.field')}</Table.Th>
                  <Table.Th>{t('back-office.audit.before')}</Table.Th>
                  <Table.Th>{t('back-office.audit.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.field}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {change.statuses ? change.field : t(`back-office.audit.fields.${change.field}`, { defaultValue: change.field })}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.statuses ? statusWord(change.before) : change.before}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.statuses ? statusWord(change.after) : change.after}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </details>
      )}
    </Paper>
  );
}

/** Staff: the latest back-office and moderation writes in words, each undoable once (after confirming). */
export function AuditLog({ lang, entries, total, names }: { lang: Language; entries: AuditEntry[]; total: number; names: AuditNames }) {
  const { t } = useTranslation();
  const api = useApi();
  const revalidator = useRevalidator();
  const errorText = useBackErrorText();
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AuditEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const undo = async (entry: AuditEntry) => {
    setBusy(true);
    try {
      await api.patch('audit-log', entry._id, { undone: true });
      setMessage(t('back-office.audit.undone'));
      await revalidator.revalidate();
    } catch (error) {
      setMessage(errorText(error));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  return (
    <Stack gap="xs">
      <Title order={2}>{t('back-office.audit.title', { count: total })}</Title>
      {message && (
        <Text size="sm" data-testid="audit-message">
          {message}
        </Text>
      )}
      {entries.length === 0 ? (
        <Text c="dimmed">{t('back-office.audit.empty')}</Text>
      ) : (
        <Stack gap={6} data-testid="audit-log">
          {entries.map((entry) => (
            <AuditLine key={entry._id} entry={entry} names={names} lang={lang} onUndo={setConfirming} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('back-office.audit.undo')}
        confirmLabel={t('back-office.audit.undo')}
        color="orange"
        busy={busy}
        onConfirm={() => confirming && void undo(confirming)}
        onClose={() => setConfirming(null)}
        testId="audit-undo-confirm"
      >
        {t('back-office.audit.confirmUndo')}
      </ConfirmDialog>
    </Stack>
  );
}
