import { Anchor, Group, Stack } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { LocalizedName } from '../../ui/LocalizedName';
import type { MonsterRow, RaceSummary } from './list-loader';
import { MonsterBadges } from './MonsterBadges';
import { levelRange } from './monster-numbers';
import { TableScroll } from '../../ui/TableScroll';

interface Props {
  lang: Language;
  monsters: MonsterRow[];
  races: ReadonlyMap<number, RaceSummary>;
}

/** Monster rows: image, name (link), level range over the grades, race (link to the race list). */
export function MonsterTable({ lang, monsters, races }: Props) {
  const { t } = useTranslation();
  return (
    <TableScroll minWidth={340}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="monster-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('monsters.list.name')}</Table.Th>
            <Table.Th ta="right">{t('common.level')}</Table.Th>
            <Table.Th>{t('monsters.list.race')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monsters.map((monster) => {
            const range = levelRange(monster.grades);
            const race = monster.raceId === undefined ? undefined : races.get(monster.raceId);
            return (
              <Table.Tr key={monster.id} data-testid="monster-row" data-id={monster.id} data-level={range?.min ?? ''}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <GameImage img={monster.img} alt="" size={36} />
                    <Stack gap={2} align="flex-start">
                      <Anchor component={Link} to={localePath(lang, `/database/monster/${monster.id}`)} data-testid="monster-link">
                        <LocalizedName doc={monster} lang={lang} />
                      </Anchor>
                      <MonsterBadges monster={monster} size="xs" />
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="monster-level">
                  {range ? (range.min === range.max ? range.min : t('monsters.levelRange', range)) : '—'}
                </Table.Td>
                <Table.Td>
                  {race && (
                    <Anchor component={Link} to={localePath(lang, `/database/monsters/race/${race.id}`)} fz="sm">
                      <LocalizedName doc={race} lang={lang} />
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
