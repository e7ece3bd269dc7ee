import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { MonsterDrop } from '@grimoire/gamedata/types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { LocalizedName } from '../../ui/LocalizedName';
import type { DropItem } from './detail-loader';
import { formatDropRate } from './monster-search';

interface Props {
  lang: Language;
  drops: MonsterDrop[];
  items: DropItem[];
  gradeCount: number;
  /** Drops left out because the data lacks their items (the page says how many). */
  omitted?: number;
}

/** Dropped items (icon + link) with the drop chance for each grade. */
export function DropsTable({ lang, drops, items, gradeCount, omitted }: Props) {
  const { t } = useTranslation();
  if (drops.length === 0) return omitted ? null : <Text c="dimmed">{t('monsters.drops.none')}</Text>;
  const byId = new Map(items.map((item) => [item.id, item]));
  const grades = Array.from({ length: gradeCount }, (_, i) => i);
  return (
    <Table.ScrollContainer minWidth={120 + gradeCount * 80}>
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
                  <Group gap="sm" wrap="nowrap">
                    <GameImage img={item?.img} alt="" size={32} />
                    <Anchor component={Link} to={localePath(lang, `/database/object/${drop.itemId}`)} data-testid="drop-link">
                      {item ? <LocalizedName doc={item} lang={lang} /> : t('monsters.drops.unknownItem', { id: drop.itemId })}
                    </Anchor>
                    {drop.isConditional && (
                      <Badge size="xs" variant="outline" color="gray">
                        {t('monsters.drops.conditional')}
                      </Badge>
                    )}
                  </Group>
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
    </Table.ScrollContainer>
  );
}
