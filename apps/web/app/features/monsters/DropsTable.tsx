import { Anchor, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import type { MonsterDrop } from '@grimoire/gamedata/types';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { LocalizedName } from '../../ui/LocalizedName';
import type { DropItem } from './detail-loader';
import { formatDropRate } from './monster-numbers';
import { TableScroll } from '../../ui/TableScroll';

interface Props {
  lang: Language;
  drops: MonsterDrop[];
  items: DropItem[];
  gradeCount: number;
  /** Drops left out because the data lacks their items (the page says how many). */
  omitted?: number;
}

function DropName({ drop, item, lang }: { drop: MonsterDrop; item: DropItem | undefined; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <GameImage img={item?.img} alt="" size={32} />
      {item ? (
        <Anchor
          component={Link}
          to={localePath(lang, `/database/object/${drop.itemId}`)}
          data-testid="drop-link"
        >
          <LocalizedName doc={item} lang={lang} />
        </Anchor>
      ) : (
        <Text c="dimmed" fz="sm">
          {t('monsters.drops.unknownItem', { id: drop.itemId })}
        </Text>
      )}
      {drop.isConditional && (
        <Badge
          component="span"
          size="xs"
          variant="outline"
          color="gray"
          style={{ flexShrink: 0 }}
          data-testid="drop-conditional"
        >
          {t('monsters.drops.conditional')}
        </Badge>
      )}
    </Group>
  );
}

/** Drop rates on a phone: one line, or "all grades" when every grade has the same rate. */
function PhoneRates({ drop, gradeCount, lang }: { drop: MonsterDrop; gradeCount: number; lang: Language }) {
  const { t } = useTranslation();
  const rates = Array.from({ length: gradeCount }, (_, i) => formatDropRate(drop.percentPerGrade[i], lang));
  if (rates.every((rate) => rate === rates[0]))
    return <Text fz="sm">{t('monsters.drops.allGrades', { rate: rates[0] })}</Text>;
  return (
    <Text fz="sm">
      {rates.map((rate, i) => t('monsters.drops.gradeRate', { grade: i + 1, rate })).join(' · ')}
    </Text>
  );
}

/**
 * Dropped items (icon + link) with the drop chance for each grade: a table from tablets up, a list
 * on phones (both in the server's HTML, CSS shows one).
 */
export function DropsTable({ lang, drops, items, gradeCount, omitted }: Props) {
  const { t } = useTranslation();
  if (drops.length === 0) return omitted ? null : <Text c="dimmed">{t('monsters.drops.none')}</Text>;
  const byId = new Map(items.map((item) => [item.id, item]));
  const grades = Array.from({ length: gradeCount }, (_, i) => i);
  return (
    <>
      <Stack hiddenFrom="sm" gap="xs" data-testid="monster-drop-cards">
        {drops.map((drop) => (
          <Paper key={drop.itemId} withBorder p="xs" radius="md">
            <DropName drop={drop} item={byId.get(drop.itemId)} lang={lang} />
            <PhoneRates drop={drop} gradeCount={gradeCount} lang={lang} />
          </Paper>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <TableScroll minWidth={120 + gradeCount * 80}>
          <Table striped verticalSpacing="xs" data-testid="monster-drops">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('monsters.drops.item')}</Table.Th>
                {grades.map((i) => (
                  <Table.Th key={i} ta="right">
                    {t('monsters.drops.grade', { grade: i + 1 })}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {drops.map((drop) => {
                const item = byId.get(drop.itemId);
                return (
                  <Table.Tr key={drop.itemId} data-testid="monster-drop" data-item-id={drop.itemId}>
                    <Table.Td>
                      <DropName drop={drop} item={item} lang={lang} />
                    </Table.Td>
                    {grades.map((i) => (
                      <Table.Td key={i} ta="right">
                        {formatDropRate(drop.percentPerGrade[i], lang)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Box>
    </>
  );
}
