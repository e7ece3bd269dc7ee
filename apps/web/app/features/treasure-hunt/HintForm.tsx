import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Position } from '@grimoire/rules';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { useRootData } from '../../root';
import { PositionInput } from './PositionInput';
import { apiError } from '../../api/errors';

export interface MapClueHint {
  _id: number;
  status: 'pending' | 'validated' | 'rejected';
  reliability: number;
}

interface HintFormProps {
  kind: 'present' | 'absent';
  clue: { id: number; name: string };
  /** For a report: the map the clue was said to be on; for a proposal: where to start. */
  position: Position;
  lang: Language;
  onClose: () => void;
  compact?: boolean;
}

const errorKey = (error: unknown): string => {
  const { code, data } = apiError(error);
  if (code === 429) return 'too-many';
  const key = data?.key;
  return key === 'required' || key === 'unknown-position' || key === 'unknown-clue' ? key : 'generic';
};

/** "Clue missing here?" (propose where it is) and "Wrong clue?" (report it absent) for signed-in players. */
export function HintForm({ kind, clue, position, lang, onClose, compact }: HintFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const signedIn = !!useRootData()?.user;
  const location = useLocation();
  const [where, setWhere] = useState<{ x: number | null; y: number | null }>(position);
  const [sent, setSent] = useState<MapClueHint | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (where.x === null || where.y === null) return setError('required');
    setBusy(true);
    setError(null);
    try {
      setSent(await api.create('map-clue', { clueId: clue.id, posX: where.x, posY: where.y, kind }));
    } catch (e) {
      setError(errorKey(e));
    } finally {
      setBusy(false);
    }
  };
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <Paper withBorder p={compact ? 'xs' : 'sm'} data-testid={`hint-form-${kind}`}>
      <Stack gap="xs">
        <Text size="sm">
          {kind === 'present'
            ? t('treasure-hunt.hints.missingHelp', { clue: clue.name })
            : t('treasure-hunt.hints.wrongHelp', { clue: clue.name, x: position.x, y: position.y })}
        </Text>
        {!signedIn ? (
          <Anchor component={Link} to={`/${lang}/signin?redirect=${back}`} size="sm">
            {t('treasure-hunt.hints.signIn')}
          </Anchor>
        ) : sent ? (
          <Alert color={sent.status === 'rejected' ? 'red' : 'teal'} data-testid="hint-sent">
            {t('treasure-hunt.hints.sent', { state: t(`treasure-hunt.hints.state.${sent.status}`), reliability: sent.reliability })}
          </Alert>
        ) : (
          <>
            {kind === 'present' && <PositionInput x={where.x} y={where.y} onChange={setWhere} onComplete={() => undefined} compact />}
            {error && (
              <Text size="sm" c="red" role="alert">
                {t(`treasure-hunt.hints.errors.${error}`)}
              </Text>
            )}
          </>
        )}
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onClose}>
            {t('treasure-hunt.hints.cancel')}
          </Button>
          {signedIn && !sent && (
            <Button size="xs" loading={busy} onClick={() => void send()} data-testid="hint-send">
              {kind === 'present' ? t('treasure-hunt.hints.send') : t('treasure-hunt.hints.report')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
