import { Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ModerationAction, ReportedRecord } from '@grimoire/server/client';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '@grimoire/server/client';
import { useTranslation } from '../../../i18n/use-translation';
import type { Language } from '../../../i18n/languages';
import { contentPath, type FactNames } from './reports-state';

/** Actions that take content away from players or change the live hunt: they ask to confirm. */
export const needsConfirmation = (record: ReportedRecord, action: ModerationAction) =>
  action === 'delete' || (action === 'hide' && record.kind === 'hint');

/** What a moderator judges a record by, in the page's language: what its author wrote, and the game things it names. */
function RecordFacts({ record, names }: { record: ReportedRecord; names: FactNames }) {
  const { t } = useTranslation();
  const { facts } = record;
  const name = (fact: keyof FactNames) => {
    const id = facts[fact];
    return typeof id === 'number' ? (names[fact][id] ?? t('back-office.reports.facts.unnamed')) : undefined;
  };
  const said = [
    typeof facts.level === 'number' ? t('back-office.reports.facts.level', { level: facts.level }) : null,
    name('breed'),
    name('server'),
    name('dimension'),
    name('dungeon'),
    name('clueId'),
    typeof facts.contact === 'string' ? t('back-office.reports.facts.contact', { contact: facts.contact }) : null,
    typeof facts.hintKind === 'string' ? t(`back-office.reports.facts.hintKinds.${facts.hintKind}`) : null,
    typeof facts.reliability === 'number' ? t('back-office.reports.facts.reliability', { count: facts.reliability }) : null,
  ].filter(Boolean);
  return (
    <>
      {said.length > 0 && (
        <Text size="sm" data-testid="reported-facts">
          {said.join(' · ')}
        </Text>
      )}
      {typeof facts.text === 'string' && facts.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {facts.text}
        </Text>
      )}
    </>
  );
}

/**
 * One reported record: what it is, who wrote it, what players said, and the moderator's actions,
 * each with the reason its author and the audit log will read.
 */
export function ReportedRecordCard({
  record,
  names,
  lang,
  busy,
  onAct,
}: {
  record: ReportedRecord;
  names: FactNames;
  lang: Language;
  busy: boolean;
  onAct: (record: ReportedRecord, action: ModerationAction, reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const reasonOk = reason.trim().length >= MODERATION_REASON_MIN;
  const actions: ModerationAction[] = record.missing ? [] : [record.hidden ? 'restore' : 'hide', 'warn', 'delete'];
  return (
    <Paper withBorder p="sm" data-testid="reported-record">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Badge variant="light">{t(`back-office.reports.kinds.${record.kind}`)}</Badge>
            {record.missing ? (
              <Text fw={600}>{t('back-office.reports.missing')}</Text>
            ) : (
              <Anchor component={Link} to={contentPath(lang, record.kind, record.link)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {record.subject}
              </Anchor>
            )}
            {record.hidden && (
              <Badge color="red" variant="light">
                {t('back-office.reports.hidden')}
              </Badge>
            )}
          </Group>
          <Badge color="orange" style={{ minWidth: 'max-content' }}>
            {t('back-office.reports.count', { count: record.reports })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {record.author ? t('back-office.reports.by', { name: record.author.username }) : t('back-office.reports.byGuest')}
        </Text>
        <RecordFacts record={record} names={names} />
        <Stack gap={2} component="ul" m={0} pl="md">
          {record.reasons.map((said) => (
            <Text component="li" size="sm" key={`${said.reporter}-${said.createdAt}`} style={{ overflowWrap: 'anywhere' }}>
              {t('back-office.reports.said', { reason: said.reason, reporter: said.reporter, date: date.format(new Date(said.createdAt)) })}
            </Text>
          ))}
        </Stack>
        {actions.length > 0 && (
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('back-office.reports.reason')}
              description={t('back-office.reports.reasonHint')}
              value={reason}
              maxLength={MODERATION_REASON_MAX}
              onChange={(event) => setReason(event.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
              data-testid="moderation-reason"
            />
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'delete' ? 'outline' : 'light'}
                color={action === 'delete' ? 'red.9' : action === 'hide' ? 'red' : undefined}
                disabled={!reasonOk || busy}
                onClick={() => onAct(record, action, reason.trim())}
                data-testid={`moderation-${action}`}
              >
                {t(`back-office.reports.actions.${action}`)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
