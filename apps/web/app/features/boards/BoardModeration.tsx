import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import type { ModerationOverview } from './types';
import { useBoardAction } from './use-board-action';

const SERVICE = { portal: 'portals', listing: 'groupfinder' } as const;

/** Flagged portal reports and listings, a hide/show action with its reason, and the audit log. */
export function BoardModeration({ overview, lang }: { overview: ModerationOverview; lang: Language }) {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2}>{t('boards.moderation.flagged')}</Title>
        {overview.flagged.length === 0 ? (
          <Text c="dimmed" data-testid="moderation-empty">
            {t('boards.moderation.noFlags')}
          </Text>
        ) : (
          overview.flagged.map((entry) => <FlaggedEntry key={`${entry.kind}-${entry.record}`} entry={entry} />)
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2}>{t('boards.moderation.log')}</Title>
        {overview.log.length === 0 ? (
          <Text c="dimmed">{t('boards.moderation.noLog')}</Text>
        ) : (
          <Stack gap={4} data-testid="moderation-log">
            {overview.log.map((line) => (
              <Text key={line._id} size="sm">
                {t('boards.moderation.logLine', {
                  date: date.format(new Date(line.createdAt)),
                  moderator: line.moderatorName,
                  action: t(`boards.moderation.action.${line.action}`),
                  kind: t(`boards.moderation.kind.${line.kind}`),
                  record: line.record,
                  reason: line.reason,
                })}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function FlaggedEntry({ entry }: { entry: ModerationOverview['flagged'][number] }) {
  const { t } = useTranslation();
  const api = useApi();
  const { run, pending } = useBoardAction();
  const [reason, setReason] = useState('');
  const act = () => run(() => api.patch(SERVICE[entry.kind], entry.record, { hidden: !entry.hidden, reason: reason.trim() }), 'boards.moderation.done');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="moderation-entry">
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={600}>
            {t(`boards.moderation.kind.${entry.kind}`)} #{entry.record}
          </Text>
          <Badge color="orange" variant="light">
            {t('boards.moderation.flags', { count: entry.flags })}
          </Badge>
          <Badge color={entry.hidden ? 'gray' : 'green'} variant="outline">
            {entry.hidden ? t('boards.moderation.hidden') : t('boards.moderation.visible')}
          </Badge>
        </Group>
        {entry.summary && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="moderation-summary">
            {t('boards.moderation.summary', { author: entry.author, summary: entry.summary })}
          </Text>
        )}
        {entry.reasons.map((text, index) => (
          <Text key={index} size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('boards.moderation.quote', { text })}
          </Text>
        ))}
        <Group align="flex-end" gap="xs">
          <TextInput label={t('boards.moderation.reason')} value={reason} maxLength={200} onChange={(event) => setReason(event.currentTarget.value)} style={{ flex: 1, minWidth: 200 }} data-testid="moderation-reason" />
          <Button color={entry.hidden ? 'green' : 'red'} disabled={reason.trim().length < 3} loading={pending} onClick={act} data-testid="moderation-act">
            {entry.hidden ? t('boards.moderation.show') : t('boards.moderation.hide')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
