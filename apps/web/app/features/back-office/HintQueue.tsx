import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { TableScroll } from '../../ui/TableScroll';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** A treasure hint waiting for a moderator. */
export interface PendingHint {
  _id: number;
  clueId: number;
  posX: number;
  posY: number;
  worldMap: number;
  kind: 'present' | 'absent';
  reliability: number;
  createdAt: string;
}

/** The moderators' queue of treasure hints: validate (counts in answers at once) or reject. */
export function HintQueue({ hints, clueNames, lang }: { hints: PendingHint[]; clueNames: Record<number, string>; lang: Language }) {
  const { t } = useTranslation();
  const api = useApi();
  const [left, setLeft] = useState(hints);
  const [busy, setBusy] = useState<number | null>(null);
  // Both decisions change what the live hunt answers (a validated hint, a reliable absence): confirm first.
  const [asked, setAsked] = useState<{ hint: PendingHint; status: 'validated' | 'rejected' } | null>(null);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const decide = async (hint: PendingHint, status: 'validated' | 'rejected') => {
    setBusy(hint._id);
    try {
      await api.patch('map-clue', hint._id, { status });
      setLeft((list) => list.filter((h) => h._id !== hint._id));
      notifications.show({ color: 'green', message: t('treasure-hunt.queue.decided') });
    } catch {
      notifications.show({ color: 'red', message: t('treasure-hunt.queue.failed') });
    } finally {
      setBusy(null);
      setAsked(null);
    }
  };
  return (
    <Stack gap="xs">
      <Title order={2}>{t('treasure-hunt.queue.title')}</Title>
      {left.length === 0 ? (
        <Text c="dimmed" data-testid="hint-queue-empty">{t('treasure-hunt.queue.empty')}</Text>
      ) : (
        <TableScroll minWidth={640}>
          <Table striped data-testid="hint-queue">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('treasure-hunt.queue.date')}</Table.Th>
                <Table.Th>{t('treasure-hunt.queue.clue')}</Table.Th>
                <Table.Th>{t('treasure-hunt.queue.position')}</Table.Th>
                <Table.Th>{t('treasure-hunt.queue.kind')}</Table.Th>
                <Table.Th>{t('treasure-hunt.queue.reliability')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {left.map((hint) => (
                <Table.Tr key={hint._id} data-testid="hint-queue-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(hint.createdAt))}</Table.Td>
                  <Table.Td>{clueNames[hint.clueId] ?? `#${hint.clueId}`}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>[{hint.posX},{hint.posY}]</Table.Td>
                  <Table.Td>
                    <Badge color={hint.kind === 'present' ? 'teal' : 'orange'} variant="light">{t(`treasure-hunt.queue.kinds.${hint.kind}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{hint.reliability}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-xs" color="teal" loading={busy === hint._id} onClick={() => setAsked({ hint, status: 'validated' })} data-testid="hint-validate">{t('treasure-hunt.queue.validate')}</Button>
                      <Button size="compact-xs" color="red" variant="light" disabled={busy === hint._id} onClick={() => setAsked({ hint, status: 'rejected' })} data-testid="hint-reject">{t('treasure-hunt.queue.reject')}</Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <ConfirmDialog
        opened={asked !== null}
        title={t('treasure-hunt.queue.confirmTitle')}
        confirmLabel={t(asked?.status === 'validated' ? 'treasure-hunt.queue.validate' : 'treasure-hunt.queue.reject')}
        color={asked?.status === 'validated' ? 'teal' : 'red'}
        busy={busy !== null}
        onConfirm={() => asked && void decide(asked.hint, asked.status)}
        onClose={() => setAsked(null)}
        testId="hint-confirm"
      >
        {asked &&
          t(asked.status === 'validated' ? 'treasure-hunt.queue.confirmValidate' : 'treasure-hunt.queue.confirmReject', {
            clue: clueNames[asked.hint.clueId] ?? `#${asked.hint.clueId}`,
            map: `[${asked.hint.posX},${asked.hint.posY}]`,
          })}
      </ConfirmDialog>
    </Stack>
  );
}
