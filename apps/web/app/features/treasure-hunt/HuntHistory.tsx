import '@mantine/core/styles/List.layer.css';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import type { HuntStep } from './hunt-state';

interface HuntHistoryProps {
  steps: HuntStep[];
  clueName: (clue: number | 'phorreur') => string;
  onUndo: () => void;
  /** A new hunt: the steps and the current step are cleared. */
  onClear: () => void;
  compact?: boolean;
}

/** The hunt's steps so far, newest last, with undo. */
export function HuntHistory({ steps, clueName, onUndo, onClear, compact }: HuntHistoryProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="hunt-history">
      <Group justify="space-between" gap="xs">
        {/* The page's h1 comes first: the history is a section under it (heading levels never skip). */}
        <Title order={2} size={compact ? 'sm' : 'h4'}>
          {t('treasure-hunt.history')}
        </Title>
        <Group gap={4}>
          <Button size="compact-xs" variant="light" leftSection={<IconArrowBackUp size={14} aria-hidden />} onClick={onUndo} disabled={steps.length === 0} data-testid="hunt-undo">
            {t('treasure-hunt.undo')}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={onClear} data-testid="hunt-new">
            {t('treasure-hunt.clearHistory')}
          </Button>
        </Group>
      </Group>
      {steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('treasure-hunt.historyEmpty')}
        </Text>
      ) : (
        <List type="ordered" size="sm" spacing={2}>
          {steps.map((step, i) => (
            <List.Item key={i} data-testid="hunt-history-step">
              {t('treasure-hunt.historyStep', {
                fromX: step.from.x,
                fromY: step.from.y,
                direction: t(`treasure-hunt.directionsTo.${step.direction}`),
                clue: clueName(step.clue),
                to: step.to ? `[${step.to.x},${step.to.y}]` : t('treasure-hunt.unknownTarget'),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
