import { Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import classes from './GenerationSection.module.css';

interface GenerationSectionProps {
  generation: number;
  owned?: number;
  total?: number;
  /** How many of its mounts can be bred now. */
  nextCount: number;
  isOpen: boolean;
  onToggle: (generation: number, isOpen: boolean) => void;
  children: ReactNode;
}

/**
 * One generation of a family, folded or not: a native disclosure (keyboard, screen readers and the
 * browser's find-in-page unfold it), its heading telling what is owned and what can be bred now.
 */
export function GenerationSection({ generation, owned, total, nextCount, isOpen, onToggle, children }: GenerationSectionProps) {
  const { t } = useTranslation();
  return (
    <details
      open={isOpen}
      onToggle={(event) => event.currentTarget.open !== isOpen && onToggle(generation, event.currentTarget.open)}
      data-testid="generation"
      data-generation={generation}
    >
      <summary className={classes.summary} data-testid="generation-summary">
        <IconChevronRight size={18} className={classes.chevron} aria-hidden />
        <h3 className={classes.title} id={`generation-${generation}`}>
          {t('breeding.generation', { generation })}
        </h3>
        {owned !== undefined && total !== undefined && (
          <Text c="dimmed" fz="sm" component="span">
            {t('breeding.generationCount', { owned, total })}
          </Text>
        )}
        {nextCount > 0 && (
          <Text c="teal" fz="sm" fw={600} component="span">
            {t('breeding.generationNext', { count: nextCount })}
          </Text>
        )}
      </summary>
      <div className={classes.body}>{children}</div>
    </details>
  );
}
