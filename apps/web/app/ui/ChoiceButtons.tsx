import { Button, Group, type MantineSize } from '@mantine/core';

interface ChoiceButtonsProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: string }[];
  size?: MantineSize;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

/**
 * One choice among a few, as buttons with the chosen one filled and pressed; they wrap to the next
 * line on a narrow phone. Mantine's SegmentedControl looks alike but measures its options to slide
 * its indicator (re-rendering itself a dozen times as a page hydrates) and never wraps.
 */
export function ChoiceButtons<T extends string>({ value, onChange, data, size = 'sm', ...props }: ChoiceButtonsProps<T>) {
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={props['aria-label']} aria-labelledby={props['aria-labelledby']} data-testid={props['data-testid']}>
      {data.map((option) => (
        <Button
          key={option.value}
          size={size}
          variant={option.value === value ? 'filled' : 'default'}
          aria-pressed={option.value === value}
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Group>
  );
}
