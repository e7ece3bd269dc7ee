import { Button, Group, Stack, Text } from '@mantine/core';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { LazySelect } from '../../ui/select/LazySelect';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { FILTER_OPERATORS, type CharacteristicFilter, type FilterOperator } from './item-search';
import type { CharacteristicSummary } from './reference';
import { RemoveIconButton } from '../../ui/RemoveIconButton';

interface Props {
  lang: Language;
  rows: CharacteristicFilter[];
  characteristics: CharacteristicSummary[];
  /** `immediate` applies the change at once (selects); text edits wait for Enter or the button. */
  onChange(rows: CharacteristicFilter[], immediate: boolean): void;
}

const OPERATOR_LABELS: Record<FilterOperator, string> = { gte: '≥', lte: '≤', eq: '=' };
const DEFAULT_CHARACTERISTIC = 11; // vitality, the most searched line

/** Rows of {characteristic, operator, value}; every row must hold (`$and`). */
export function CharacteristicFilterRows({ lang, rows, characteristics, onChange }: Props) {
  const { t } = useTranslation();
  const options = characteristics.map((c) => ({ value: String(c.id), label: localized(c.name, lang) }));
  const update = (index: number, change: Partial<CharacteristicFilter>, immediate: boolean) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)), immediate);
  const add = () => {
    const first = characteristics.find((c) => c.id === DEFAULT_CHARACTERISTIC) ?? characteristics[0];
    if (first) onChange([...rows, { characteristic: first.id, operator: 'gte', value: 1 }], false);
  };
  return (
    <Stack gap="xs" data-testid="characteristic-filters">
      <Text fw={500} fz="sm">
        {t('items.filters.characteristics')}
      </Text>
      {rows.map((row, index) => (
        <Group key={index} gap="xs" wrap="wrap" align="flex-end" data-testid="characteristic-filter-row">
          <LazySelect
            aria-label={t('items.filters.characteristic')}
            data={options}
            value={String(row.characteristic)}
            onChange={(value) => value && update(index, { characteristic: Number(value) }, true)}
            searchable
            allowDeselect={false}
            w={200}
            data-testid="characteristic-filter-stat"
          />
          <LazySelect
            aria-label={t('items.filters.operator')}
            data={FILTER_OPERATORS.map((op) => ({ value: op, label: OPERATOR_LABELS[op] }))}
            value={row.operator}
            onChange={(value) => value && update(index, { operator: value as FilterOperator }, true)}
            allowDeselect={false}
            w={72}
            data-testid="characteristic-filter-operator"
          />
          <LazyNumberInput
            aria-label={t('items.filters.value')}
            value={row.value}
            onChange={(value) => update(index, { value: typeof value === 'number' ? value : Number(value) || 0 }, false)}
            w={100}
            data-testid="characteristic-filter-value"
          />
          <RemoveIconButton
            onClick={() => onChange(rows.filter((_, i) => i !== index), true)}
            aria-label={t('items.filters.removeRow')}
            data-testid="characteristic-filter-remove"
          />
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={add} data-testid="characteristic-filter-add">
          {t('items.filters.addRow')}
        </Button>
      </Group>
    </Stack>
  );
}
