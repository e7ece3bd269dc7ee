import { Anchor, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { Stuff } from '@grimoire/rules';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { localePath, type Language } from '../../../i18n/languages';
import { GameImage } from '../../../ui/GameImage';
import { localized } from '../../../ui/LocalizedName';
import { Table } from '../../../ui/table/Table';
import { TableScroll } from '../../../ui/TableScroll';
import { setBonusText, type StuffComputation } from '../computation';
import type { StuffReference } from '../loaders';
import { compareRows, differingSlots, type CompareRow } from './compare-model';

/** A compared build: a saved one (its page's link) or the one in progress in the editor. */
export interface ComparedBuild {
  key: string;
  title: string;
  /** The build's page; none for a build in progress. */
  path?: string;
  stuff: Stuff;
  computation: StuffComputation;
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** A value, and for builds B-D its difference from build A, green when higher and red when lower. */
function Cell({ value, reference }: { value: number; reference: number | undefined }) {
  const delta = reference === undefined ? 0 : value - reference;
  return (
    <Table.Td>
      <Text span size="sm" fw={delta !== 0 ? 700 : undefined}>
        {value}
      </Text>
      {delta !== 0 && (
        <Text span size="xs" c={delta > 0 ? 'teal.8' : 'red.8'} data-testid="compare-delta">
          {' '}
          ({delta > 0 ? '+' : '−'}
          {Math.abs(delta)})
        </Text>
      )}
    </Table.Td>
  );
}

function BuildHeads({ builds }: { builds: readonly ComparedBuild[] }) {
  const { t } = useTranslation();
  return (
    <>
      {builds.map(({ key, title, stuff, computation }, index) => (
        <Table.Th key={key} scope="col" maw={220}>
          <Text size="sm" fw={700} lineClamp={2}>
            {letter(index)} · {title}
          </Text>
          <Text size="xs" c="dimmed" fw={400}>
            {t('stuff.compare.buildLine', { breed: computation.breedName(stuff.breedId), level: stuff.level })}
          </Text>
        </Table.Th>
      ))}
    </>
  );
}

/** Characteristics side by side (differences from A marked), the items that differ and the set bonuses. */
export function CompareTables({ builds, reference, lang }: { builds: readonly ComparedBuild[]; reference: StuffReference; lang: Language }) {
  const { t } = useTranslation();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const order = useMemo(() => reference.characteristics.map((c) => c.id), [reference]);
  const rows = useMemo(
    () => compareRows(builds.map(({ computation }) => computation.stats), order),
    [builds, order],
  );
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const name = builds[0].computation.characteristicName;
  const label = (row: CompareRow) => ('derived' in row.label ? t(`stuff.derived.${row.label.derived}`) : name(row.label.characteristic));
  const slots = differingSlots(builds.map(({ stuff }) => stuff));
  const itemOf = (id: number | null) => (id === null ? undefined : builds.map(({ computation }) => computation.items.get(id)).find(Boolean));

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4">
            {t('stuff.compare.characteristics')}
          </Title>
          <Switch label={t('stuff.compare.onlyDifferences')} checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.currentTarget.checked)} data-testid="compare-only-differences" />
        </Group>
        <TableScroll minWidth={130 + builds.length * 105}>
          <Table striped data-testid="compare-characteristics">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('stuff.compare.characteristic')}</Table.Th>
                <BuildHeads builds={builds} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.key} data-testid={`compare-row-${row.key}`} data-differs={row.differs}>
                  <Table.Th scope="row" fw={row.differs ? 700 : 400}>
                    {label(row)}
                  </Table.Th>
                  {row.values.map((value, index) => (
                    <Cell key={index} value={value} reference={index === 0 ? undefined : row.values[0]} />
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Paper>
      <Paper withBorder p="sm" radius="md" data-testid="compare-items">
        <Title order={2} size="h4" mb="xs">
          {t('stuff.compare.items')}
        </Title>
        {slots.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('stuff.compare.sameItems')}
          </Text>
        ) : (
          <TableScroll minWidth={110 + builds.length * 140}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('stuff.compare.slot')}</Table.Th>
                  <BuildHeads builds={builds} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {slots.map(({ slot, itemIds }) => (
                  <Table.Tr key={slot} data-testid={`compare-slot-${slot}`}>
                    <Table.Th scope="row">{t(`stuff.slots.${slot}`)}</Table.Th>
                    {itemIds.map((id, index) => {
                      const item = itemOf(id);
                      return (
                        <Table.Td key={index}>
                          {id === null ? (
                            <Text size="sm" c="dimmed">
                              {t('stuff.compare.emptySlot')}
                            </Text>
                          ) : (
                            <Group gap={6} wrap="nowrap">
                              <GameImage img={item?.img} alt="" size={24} />
                              <Anchor component={Link} to={localePath(lang, `/database/object/${id}`)} size="sm">
                                {item ? localized(item.name, lang) : t('stuff.compare.loadingItem')}
                              </Anchor>
                            </Group>
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Paper>
      <Paper withBorder p="sm" radius="md" data-testid="compare-sets">
        <Title order={2} size="h4" mb="xs">
          {t('stuff.sets.title')}
        </Title>
        <Group align="flex-start" gap="lg" wrap="wrap">
          {builds.map(({ key, title, computation }, index) => (
            <Stack key={key} gap={2} miw={180}>
              <Text size="sm" fw={700}>
                {letter(index)} · {title}
              </Text>
              {computation.stats.sets.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {t('stuff.sets.none')}
                </Text>
              ) : (
                computation.stats.sets.map((worn) => {
                  const set = computation.sets.get(worn.setId);
                  const bonus = setBonusText(computation, worn);
                  return (
                    <Text key={worn.setId} size="xs">
                      {set ? localized(set.name, lang) : t('stuff.compare.unknownSet')} · {t('stuff.sets.pieces', { count: worn.pieces })}
                      {bonus && `: ${bonus}`}
                    </Text>
                  );
                })
              )}
            </Stack>
          ))}
        </Group>
      </Paper>
    </Stack>
  );
}
