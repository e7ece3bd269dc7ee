import '@mantine/core/styles/Code.layer.css';
import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useRevalidator } from 'react-router';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { useBackErrorText } from './api-error';
import type { AuditEntry } from './loaders';
import { TableScroll } from '../../ui/TableScroll';

const summary = (row: Record<string, unknown> | null) => {
  if (!row) return '—';
  const { createdAt: _c, updatedAt: _u, itemIndex: _i, ...rest } = row;
  return JSON.stringify(rest);
};

/** Admins: the latest back-office writes (who, when, what, before/after), each undoable once. */
export function AuditLog({ lang, entries, total }: { lang: Language; entries: AuditEntry[]; total: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const revalidator = useRevalidator();
  const errorText = useBackErrorText();
  const [message, setMessage] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  const undo = async (entry: AuditEntry) => {
    try {
      await api.patch('audit-log', entry._id, { undone: true });
      setMessage(t('back-office.audit.undone'));
      await revalidator.revalidate();
    } catch (error) {
      setMessage(errorText(error));
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
        <TableScroll minWidth={720}>
          <Table striped data-testid="audit-log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('back-office.audit.when')}</Table.Th>
                <Table.Th>{t('back-office.audit.who')}</Table.Th>
                <Table.Th>{t('back-office.audit.what')}</Table.Th>
                <Table.Th>{t('back-office.audit.before')}</Table.Th>
                <Table.Th>{t('back-office.audit.after')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry._id} data-testid="audit-entry">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {date.format(new Date(entry.createdAt))}
                  </Table.Td>
                  <Table.Td>{entry.username}</Table.Td>
                  <Table.Td>
                    {t(`back-office.audit.methods.${entry.method}`)} {entry.service} #{entry.recordId}
                  </Table.Td>
                  <Table.Td>
                    <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                      {summary(entry.before)}
                    </Code>
                  </Table.Td>
                  <Table.Td>
                    <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                      {summary(entry.after)}
                    </Code>
                  </Table.Td>
                  <Table.Td>
                    {entry.undoneAt ? (
                      <Text size="xs" c="dimmed">
                        {t('back-office.audit.undoneBy', { name: entry.undoneBy })}
                      </Text>
                    ) : entry.method !== 'undo' ? (
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="orange"
                        onClick={() => void undo(entry)}
                        data-testid="audit-undo"
                      >
                        {t('back-office.audit.undo')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
