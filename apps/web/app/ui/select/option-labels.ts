import type { ComboboxData } from '@mantine/core';

/** The label of each value of a Select's `data` (strings, `{ value, label }`, or groups of them). */
export function optionLabels(data: ComboboxData | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (items: readonly unknown[]) => {
    for (const item of items) {
      if (typeof item === 'string') labels.set(item, item);
      else if (item && typeof item === 'object' && 'items' in item) visit((item as { items: readonly unknown[] }).items);
      else if (item && typeof item === 'object' && 'value' in item) {
        const option = item as { value: string; label?: string };
        labels.set(option.value, option.label ?? option.value);
      }
    }
  };
  visit((data ?? []) as readonly unknown[]);
  return labels;
}
