import { ActionIcon } from '@mantine/core';
import { LazyTooltip } from '../../ui/tooltip/LazyTooltip';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useProgress, type ProgressList } from './progress-store';

interface ProgressToggleProps {
  list: ProgressList;
  id: number;
  /** Translated label, e.g. "Mark as finished"; the pressed state carries the current value. */
  label: string;
  testId?: string;
}

/** A two-state button over a locally stored id list (finished quest, owned modster...). */
export function ProgressToggle({ list, id, label, testId = 'progress-toggle' }: ProgressToggleProps) {
  const { has, toggle } = useProgress(list);
  const isOn = has(id);
  return (
    <LazyTooltip label={label}>
      <ActionIcon
        variant={isOn ? 'filled' : 'subtle'}
        color={isOn ? 'teal' : 'gray'}
        aria-label={label}
        aria-pressed={isOn}
        onClick={() => toggle(id)}
        data-testid={testId}
        data-id={id}
        data-on={isOn}
      >
        {isOn ? <IconCircleCheckFilled size={18} /> : <IconCircle size={18} />}
      </ActionIcon>
    </LazyTooltip>
  );
}
