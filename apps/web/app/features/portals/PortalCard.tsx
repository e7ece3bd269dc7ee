import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconThumbDown, IconThumbUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { FlagButton } from '../boards/FlagButton';
import { relativeTime } from '../boards/time';
import type { Dimension, PortalReport } from '../boards/types';
import { useBoardAction } from '../boards/use-board-action';

interface Props {
  dimension: Dimension;
  current: PortalReport | undefined;
  history: PortalReport[];
  userId: number | null;
  now: number;
  lang: Language;
}

const position = (report: { posX: number; posY: number }) => `[${report.posX},${report.posY}]`;

/** One dimension of the board: its latest position, how fresh and trusted it is, and its history. */
export function PortalCard({ dimension, current, history, userId, now, lang }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const { run, pending } = useBoardAction();
  const vote = (report: PortalReport, choice: 'confirm' | 'deny') => run(() => api.patch('portals', report._id, { vote: choice }), 'boards.voted');
  return (
    <Paper withBorder p="md" radius="md" data-testid="portal-card" data-dimension={dimension.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3">
            {localized(dimension.name, lang)}
          </Title>
          {current && (
            <Badge color={current.status === 'stale' ? 'orange' : 'green'} variant="light" data-testid="portal-status">
              {t(`portals.status.${current.status}`)}
            </Badge>
          )}
        </Group>
        {!current ? (
          <Text c="dimmed" data-testid="portal-empty">
            {t('portals.noReport')}
          </Text>
        ) : (
          <>
            <Text size="xl" fw={700} data-testid="portal-position">
              {position(current)}
            </Text>
            <Text size="sm" c="dimmed" data-testid="portal-age">
              {t('portals.reportedBy', { age: relativeTime(current.reportedAt, now, lang), name: current.reporter.username, points: current.reporter.reputation })}
            </Text>
            {current.remainingUses !== null && <Text size="sm">{t('portals.uses', { count: current.remainingUses })}</Text>}
            {current.nearestZaap ? (
              <Text size="sm" data-testid="portal-zaap">
                {t('portals.zaap', {
                  name: localized(current.nearestZaap.name ?? undefined, lang) || t('portals.zaapUnnamed'),
                  position: position(current.nearestZaap),
                  count: current.nearestZaap.distance,
                })}
              </Text>
            ) : null}
            <Group gap="xs">
              <Button size="compact-sm" variant={current.myVote === 'confirm' ? 'filled' : 'light'} color="green" leftSection={<IconThumbUp size={14} aria-hidden />} disabled={!userId || !!current.myVote || current.reporter._id === userId} loading={pending} onClick={() => vote(current, 'confirm')} data-testid="portal-confirm">
                {t('portals.confirm', { count: current.confirmations })}
              </Button>
              <Button size="compact-sm" variant={current.myVote === 'deny' ? 'filled' : 'light'} color="red" leftSection={<IconThumbDown size={14} aria-hidden />} disabled={!userId || !!current.myVote || current.reporter._id === userId} loading={pending} onClick={() => vote(current, 'deny')} data-testid="portal-deny">
                {t('portals.deny', { count: current.denials })}
              </Button>
              {userId && current.reporter._id !== userId && <FlagButton onFlag={(reason) => api.patch('portals', current._id, { flag: reason })} />}
              {userId && current.reporter._id === userId && (
                <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => run(() => api.remove('portals', current._id), 'portals.deleted')} data-testid="portal-delete">
                  {t('portals.delete')}
                </Button>
              )}
            </Group>
          </>
        )}
        {history.length > 0 && (
          <details>
            <summary style={{ cursor: 'pointer' }}>
              <Text span size="sm">
                {t('portals.history', { count: history.length })}
              </Text>
            </summary>
            <Stack gap={2} mt={4} data-testid="portal-history">
              {history.map((report) => (
                <Text key={report._id} size="sm" c="dimmed">
                  {t('portals.historyLine', { position: position(report), age: relativeTime(report.reportedAt, now, lang), name: report.reporter.username, confirmations: report.confirmations, denials: report.denials })}
                </Text>
              ))}
            </Stack>
          </details>
        )}
      </Stack>
    </Paper>
  );
}
