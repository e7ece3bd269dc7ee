import { Badge, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { LazySelect } from '../../ui/select/LazySelect';
import { capitalAvailable, capitalSpent, MAX_LEVEL, PARCHMENT_MAX, PRIMARY_STAT_CHARACTERISTIC, PRIMARY_STATS } from '@grimoire/rules';
import type { CostTables, PrimaryStat, Sexe, Stuff } from '@grimoire/rules';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import type { StuffReference } from './loaders';
import type { EditorAction } from './stuff-store';
import { TableScroll } from '../../ui/TableScroll';
import { ChoiceButtons } from '../../ui/ChoiceButtons';

interface PanelProps {
  stuff: Stuff;
  totals: Readonly<Record<number, number>>;
  costs: CostTables;
  reference: StuffReference;
  lang: Language;
  /** Absent in read-only views. */
  dispatch?: (action: EditorAction) => void;
}

/** Class, sex and level selectors; base and parchment per characteristic with the capital left. */
export function CharacteristicsPanel({ stuff, totals, costs, reference, lang, dispatch }: PanelProps) {
  const { t } = useTranslation();
  const available = capitalAvailable(stuff.level);
  const remaining = available - capitalSpent(costs, stuff.base);
  const breedOptions = reference.breeds.map((breed) => ({ value: String(breed.id), label: localized(breed.shortName ?? breed.name, lang) }));
  const numberInput = (label: string, value: number, onChange: (text: string) => void, testId: string, max?: number) =>
    dispatch ? (
      <TextInput
        aria-label={label}
        value={String(value)}
        inputMode="numeric"
        size="xs"
        w={52}
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={(event) => event.currentTarget.select()}
        data-testid={testId}
        {...(max !== undefined ? { 'data-max': max } : {})}
      />
    ) : (
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    );

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('stuff.characteristics.title')}
        </Title>
        {dispatch && (
          <Stack gap="xs">
            <Group grow align="flex-end">
              <LazySelect
                label={t('stuff.characteristics.breed')}
                data={breedOptions}
                value={String(stuff.breedId)}
                onChange={(value) => value && dispatch({ type: 'breed', breedId: Number(value) })}
                allowDeselect={false}
                searchable
                data-testid="stuff-breed"
              />
              <TextInput
                label={t('stuff.characteristics.level')}
                value={String(stuff.level)}
                inputMode="numeric"
                onChange={(event) => dispatch({ type: 'level', value: event.currentTarget.value })}
                onFocus={(event) => event.currentTarget.select()}
                data-max={MAX_LEVEL}
                data-testid="stuff-level"
                maw={120}
              />
            </Group>
            <ChoiceButtons<Sexe>
              aria-label={t('stuff.characteristics.sexe')}
              value={stuff.sexe}
              onChange={(sexe) => dispatch({ type: 'sexe', sexe })}
              data={[
                { value: 'female', label: t('stuff.characteristics.female') },
                { value: 'male', label: t('stuff.characteristics.male') },
              ]}
            />
          </Stack>
        )}
        <Group gap="xs">
          <Text size="sm">{t('stuff.characteristics.capital', { available })}</Text>
          <Badge color={remaining < 0 ? 'red' : remaining === 0 ? 'green' : 'blue'} variant="light" data-testid="capital-remaining" data-value={remaining}>
            {t('stuff.characteristics.remaining', { count: remaining })}
          </Badge>
        </Group>
        {/* Narrow columns and headers that may wrap: the four columns fit a 390 px phone without scrolling. */}
        <TableScroll minWidth={260}>
          <Table verticalSpacing={4} horizontalSpacing={6} striped fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stuff.characteristics.stat')}</Table.Th>
                <Table.Th>{t('stuff.characteristics.base')}</Table.Th>
                <Table.Th title={t('stuff.characteristics.parchmentMax', { max: PARCHMENT_MAX })}>{t('stuff.characteristics.parchment')}</Table.Th>
                <Table.Th>{t('stuff.characteristics.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {PRIMARY_STATS.map((stat: PrimaryStat) => {
                const label = t(`stuff.stats.${stat}`);
                return (
                  <Table.Tr key={stat}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td>
                      {numberInput(
                        t('stuff.characteristics.baseOf', { stat: label }),
                        stuff.base[stat],
                        (value) => dispatch?.({ type: 'base', stat, value, costs }),
                        `base-${stat}`,
                      )}
                    </Table.Td>
                    <Table.Td>
                      {numberInput(
                        t('stuff.characteristics.parchmentOf', { stat: label }),
                        stuff.parchment[stat],
                        (value) => dispatch?.({ type: 'parchment', stat, value }),
                        `parchment-${stat}`,
                        PARCHMENT_MAX,
                      )}
                    </Table.Td>
                    <Table.Td data-testid={`total-${stat}`}>{totals[PRIMARY_STAT_CHARACTERISTIC[stat]] ?? 0}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Stack>
    </Paper>
  );
}
