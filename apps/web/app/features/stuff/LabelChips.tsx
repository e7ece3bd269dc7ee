import { Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Chip } from '../../ui/chip/Chip';
import { toggled } from './stuff-labels';

/** A labelled group of chips picking any of `options` (tags or elements), kept in `options`' order. */
export function LabelChips<T extends string>({
  label,
  options,
  value,
  onChange,
  name,
  color,
  testIdPrefix,
}: {
  label: string;
  options: readonly T[];
  value: readonly T[];
  onChange(next: T[]): void;
  /** Each option's words. */
  name(option: T): string;
  color: 'blue.8' | 'teal.8';
  testIdPrefix: string;
}) {
  const labelId = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Group gap={6}>
        {options.map((option) => (
          <Chip
            key={option}
            color={color}
            checked={value.includes(option)}
            onChange={() => onChange(toggled(value, option, options))}
            aria-label={name(option)}
            data-testid={`${testIdPrefix}-${option}`}
          >
            {name(option)}
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}
