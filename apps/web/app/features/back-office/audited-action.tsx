import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '../../api/use-api';
import { useTranslation } from '../../i18n/use-translation';
import { useBackErrorText } from './api-error';

/** What the last moderator action did, shown above a queue with its undo. */
export interface Outcome {
  message: string;
  auditId: number | null;
  error?: boolean;
}

/**
 * Runs a moderator action whose answer names its audit entry, says what it did, and offers to undo
 * it (the audit log's undo); the page's data reloads after each. `explain` words a refusal the
 * back office's generic messages do not cover.
 */
export function useAuditedAction(explain?: (error: unknown) => string | null) {
  const { t } = useTranslation();
  const api = useApi();
  const { revalidate } = useRevalidator();
  const errorText = useBackErrorText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = async (call: () => Promise<Outcome>): Promise<boolean> => {
    setBusy(true);
    try {
      setOutcome(await call());
      await revalidate();
      return true;
    } catch (error) {
      setOutcome({ message: explain?.(error) ?? errorText(error), auditId: null, error: true });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const perform = <T extends { auditId: number | null }>(call: () => Promise<T>, say: (result: T) => string) =>
    attempt(async () => {
      const result = await call();
      return { message: say(result), auditId: result.auditId };
    });
  const undo = (auditId: number) =>
    attempt(async () => {
      await api.patch('audit-log', auditId, { undone: true });
      return { message: t('back-office.audit.undone'), auditId: null };
    });
  return { outcome, busy, perform, undo };
}

/** The last action's message, with its undo while it can be undone. */
export function ActionOutcome({ outcome, busy, onUndo, testId }: { outcome: Outcome | null; busy: boolean; onUndo: (auditId: number) => void; testId: string }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return (
    <Alert color={outcome.error ? 'red' : 'green'} role="status" data-testid={`${testId}-outcome`}>
      <Group justify="space-between">
        <Text size="sm">{outcome.message}</Text>
        {outcome.auditId !== null && (
          <Button size="compact-sm" variant="white" color="orange" loading={busy} onClick={() => onUndo(outcome.auditId!)} data-testid={`${testId}-undo`}>
            {t('back-office.queue.undo')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
