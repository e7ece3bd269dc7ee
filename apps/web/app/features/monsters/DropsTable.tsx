import { Anchor, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import type { MonsterDrop } from '@grimoire/gamedata/types';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { LocalizedName } from '../../ui/LocalizedName';
import type { DropItem } from './detail-loader';
import { dropRates, formatDropRate } from './monster-numbers';
import { TableScroll } from '../../ui/TableScroll';

interface Props {
  lang: Language;
  /** The drops of the list's own (every-monster drops are shown apart by the caller). */
  drops: MonsterDrop[];
  items: DropItem[];
  gradeCount: number;
  /** Each conditional drop's condition in words, by item id. */
  conditions: Record<number, string[]>;
}

function DropName({ drop, item, lang }: { drop: MonsterDrop; item: DropItem | undefined; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <GameImage img={item?.img} alt="" size={32} />
      {item ? (
        <Anchor component={Link} to={localePath(lang, `/database/object/${drop.itemId}`)} data-testid="drop-link">
          <LocalizedName doc={item} lang={lang} />
        </Anchor>
      ) : (
        <Text c="dimmed" fz="sm">
          {t('monsters.drops.unknownItem', { id: drop.itemId })}
        </Text>
      )}
    </Group>
  );
}

/** The drop's condition in words; a source that flags a condition without giving it says so. */
function Condition({ drop, lines }: { drop: MonsterDrop; lines: string[] }) {
  const { t } = useTranslation();
  if (lines.length > 0)
    return (
      <Text fz="sm" data-testid="drop-condition">
        {lines.join(' · ')}
      </Text>
    );
  if (!drop.isConditional) return null;
  return (
    <Badge component="span" size="xs" variant="outline" color="gray" data-testid="drop-conditional">
      {t('monsters.drops.conditional')}
    </Badge>
  );
}

/** Drop rates on a phone: one rate, "all grades" when every grade has the same, else one per grade. */
function PhoneRates({ drop, gradeCount, lang }: { drop: MonsterDrop; gradeCount: number; lang: Language }) {
  const { t } = useTranslation();
  if (drop.percent !== undefined) return <Text fz="sm">{t('monsters.drops.rate', { rate: formatDropRate(drop.percent, lang) })}</Text>;
  const rates = dropRates(drop, gradeCount).map((rate) => formatDropRate(rate, lang));
  if (rates.every((rate) => rate === rates[0])) return <Text fz="sm">{t('monsters.drops.allGrades', { rate: rates[0] })}</Text>;
  return <Text fz="sm">{rates.map((rate, i) => t('monsters.drops.gradeRate', { grade: i + 1, rate })).join(' · ')}</Text>;
}

/**
 * Dropped items (icon + link) with their chance and condition: one rate when the source gives one
 * per drop (the 3.6.8.8 tables), one per grade otherwise. A table from tablets up, cards on phones
 * (both in the server's HTML, CSS shows one).
 */
export function DropsTable({ lang, drops, items, gradeCount, conditions }: Props) {
  const { t } = useTranslation();
  const byId = new Map(items.map((item) => [item.id, item]));
  const perGrade = drops.some((drop) => drop.percent === undefined);
  const hasConditions = drops.some((drop) => drop.isConditional || drop.criteria);
  const grades = perGrade ? Array.from({ length: gradeCount }, (_, i) => i) : [];
  return (
    <>
      <Stack hiddenFrom="sm" gap="xs" data-testid="monster-drop-cards">
        {drops.map((drop) => (
          <Paper key={drop.itemId} withBorder p="xs" radius="md">
            <DropName drop={drop} item={byId.get(drop.itemId)} lang={lang} />
            <PhoneRates drop={drop} gradeCount={gradeCount} lang={lang} />
            <Condition drop={drop} lines={conditions[drop.itemId] ?? []} />
          </Paper>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <TableScroll minWidth={320 + grades.length * 80}>
          <Table striped verticalSpacing="xs" data-testid="monster-drops">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('monsters.drops.item')}</Table.Th>
                {perGrade ? (
                  grades.map((i) => (
                    <Table.Th key={i} ta="right">
                      {t('monsters.drops.grade', { grade: i + 1 })}
                    </Table.Th>
                  ))
                ) : (
                  <Table.Th ta="right">{t('monsters.drops.rateHeading')}</Table.Th>
                )}
                {hasConditions && <Table.Th>{t('monsters.drops.condition')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {drops.map((drop) => (
                <Table.Tr key={drop.itemId} data-testid="monster-drop" data-item-id={drop.itemId}>
                  <Table.Td>
                    <DropName drop={drop} item={byId.get(drop.itemId)} lang={lang} />
                  </Table.Td>
                  {perGrade ? (
                    dropRates(drop, gradeCount).map((rate, i) => (
                      <Table.Td key={i} ta="right">
                        {formatDropRate(rate, lang)}
                      </Table.Td>
                    ))
                  ) : (
                    <Table.Td ta="right" data-testid="drop-rate">
                      {formatDropRate(drop.percent, lang)}
                    </Table.Td>
                  )}
                  {hasConditions && (
                    <Table.Td>
                      <Condition drop={drop} lines={conditions[drop.itemId] ?? []} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Box>
    </>
  );
}
