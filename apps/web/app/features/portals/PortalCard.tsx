import { Badge, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CONFIRMATIONS_FOR_POINTS, CONFIRMED_REPORT_POINTS, type NearestZaapView } from '@grimoire/rules';
import { IconCheck, IconClipboard, IconThumbDown, IconThumbUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { localized, markedText } from '../../ui/LocalizedName';
import { FlagButton } from '../boards';
import { relativeTime } from '../boards';
import type { Dimension, PortalReport } from '../boards';
import { useBoardAction } from '../boards';

interface Props {
  dimension: Dimension;
  current: PortalReport | undefined;
  history: PortalReport[];
  userId: number | null;
  now: number;
  lang: Language;
}

const position = (report: { posX: number; posY: number }) => `[${report.posX},${report.posY}]`;
/** The game's chat command that sets the autopilot to a position. */
export const travelCommand = (report: { posX: number; posY: number }) => `/travel ${report.posX},${report.posY}`;

/** How a zaap is named: its sub-area, else "a zaap in <area>", else "a zaap"; a name in the other language is marked. */
function zaapName(zaap: NearestZaapView, lang: Language, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (zaap.name) return markedText(zaap.name, lang, t);
  if (zaap.areaName) return t('portals.zaapInArea', { area: markedText(zaap.areaName, lang, t) });
  return t('portals.zaapUnnamed');
}

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
            <Group gap="xs" align="center">
              <Text size="xl" fw={700} data-testid="portal-position">
                {position(current)}
              </Text>
              <CopyButton value={travelCommand(current)}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={copy}
                    title={t('portals.travelTitle')}
                    leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconClipboard size={14} aria-hidden />}
                    data-testid="portal-travel"
                  >
                    {copied ? t('portals.travelCopied', { command: travelCommand(current) }) : t('portals.travelCopy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" c="dimmed" data-testid="portal-age">
              {t('portals.reportedBy', { age: relativeTime(current.reportedAt, now, lang), name: current.reporter.username, points: current.reporter.reputation })}
            </Text>
            {current.remainingUses !== null && <Text size="sm">{t('portals.uses', { count: current.remainingUses })}</Text>}
            {current.nearestZaap ? (
              <Text size="sm" data-testid="portal-zaap">
                {t('portals.zaap', {
                  name: zaapName(current.nearestZaap, lang, t),
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
            {current.confirmations < CONFIRMATIONS_FOR_POINTS && (
              <Text size="xs" c="dimmed" data-testid="portal-reputation-rule">
                {t('portals.reputationRule', { count: CONFIRMATIONS_FOR_POINTS, points: CONFIRMED_REPORT_POINTS })}
              </Text>
            )}
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
