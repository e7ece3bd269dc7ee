import { Badge, Stack, Text } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import type { Item } from '@grimoire/gamedata/types';
import type { ItemDetailData, ItemDroppers } from './detail-loader';
import { dropRates, formatDropRate } from '../monsters';
import { EntityLink, Section, useFoldedRows } from './parts';
import { TableScroll } from '../../ui/TableScroll';

/** The chance columns: one rate when every dropper's source gives one, else one per grade. */
function rateColumns(droppers: ItemDroppers): number | null {
  if (droppers.every((d) => d.percent !== undefined)) return null;
  return Math.max(1, ...droppers.map((d) => d.percentPerGrade?.length ?? 1));
}

/** Monsters that drop the item, with its chance and condition; an item every monster drops says so once. */
export function DropsSection({
  lang,
  droppers,
  everyMonster,
  conditions,
}: {
  lang: Language;
  droppers: ItemDroppers;
  everyMonster: Item['droppedByEveryMonster'];
  /** Each dropper's condition in words (one line per part), by monster id. */
  conditions: Record<number, string[]>;
}) {
  const { t } = useTranslation();
  const { shown, toggle } = useFoldedRows(droppers);
  if (everyMonster)
    return (
      <Section title={t('items.detail.drops')} testId="item-drops">
        <Text data-testid="item-every-monster">
          {t('items.detail.everyMonster', {
            monsters: new Intl.NumberFormat(lang).format(everyMonster.monsters),
            rate:
              everyMonster.percentMin === everyMonster.percentMax
                ? formatDropRate(everyMonster.percentMin, lang)
                : t('items.detail.rateRange', {
                    min: formatDropRate(everyMonster.percentMin, lang),
                    max: formatDropRate(everyMonster.percentMax, lang),
                  }),
          })}
        </Text>
      </Section>
    );
  if (droppers.length === 0) return null;
  const gradeCount = rateColumns(droppers);
  return (
    <Section title={t('items.detail.drops')} testId="item-drops">
      <TableScroll minWidth={320}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('items.detail.monster')}</Table.Th>
              {gradeCount === null ? (
                <Table.Th ta="right">{t('items.detail.rate')}</Table.Th>
              ) : (
                Array.from({ length: gradeCount }, (_, index) => (
                  <Table.Th key={index} ta="right">
                    {t('items.detail.grade', { grade: index + 1 })}
                  </Table.Th>
                ))
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((monster) => {
              const condition = conditions[monster.id]?.join(' · ');
              return (
                <Table.Tr key={monster.id} data-testid="drop-row">
                  <Table.Td>
                    <EntityLink
                      lang={lang}
                      doc={monster}
                      img={monster.img}
                      path={`/database/monster/${monster.id}`}
                      testId="drop-monster-link"
                    />
                    {condition ? (
                      <Text fz="xs" c="dimmed" data-testid="drop-condition">
                        {condition}
                      </Text>
                    ) : (
                      monster.isConditional && (
                        <Badge size="xs" variant="outline" mt={4}>
                          {t('items.detail.conditionalDrop')}
                        </Badge>
                      )
                    )}
                  </Table.Td>
                  {gradeCount === null ? (
                    <Table.Td ta="right" fz="sm">
                      {formatDropRate(monster.percent, lang)}
                    </Table.Td>
                  ) : (
                    dropRates(monster, gradeCount).map((rate, index) => (
                      <Table.Td key={index} ta="right" fz="sm">
                        {formatDropRate(rate, lang)}
                      </Table.Td>
                    ))
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {toggle}
    </Section>
  );
}

type Rewarders = NonNullable<ItemDetailData['quests']>;

/** Quests and achievements that reward the item. */
export function RewardsSection({
  lang,
  quests,
  achievements,
}: {
  lang: Language;
  quests: Rewarders;
  achievements: Rewarders;
}) {
  const { t } = useTranslation();
  if (quests.length === 0 && achievements.length === 0) return null;
  return (
    <Section title={t('items.detail.rewardedBy')} testId="item-rewards">
      {quests.length > 0 && (
        <Stack gap={4}>
          <Text fw={500} fz="sm">
            {t('items.detail.quests')}
          </Text>
          {quests.map((quest) => (
            <EntityLink
              key={quest.id}
              lang={lang}
              doc={quest}
              img={null}
              path={`/database/quest/${quest.id}`}
              testId="reward-quest-link"
            />
          ))}
        </Stack>
      )}
      {achievements.length > 0 && (
        <Stack gap={4}>
          <Text fw={500} fz="sm">
            {t('items.detail.achievements')}
          </Text>
          {achievements.map((achievement) => (
            <EntityLink
              key={achievement.id}
              lang={lang}
              doc={achievement}
              img={null}
              path={`/database/achievements/${achievement.id}`}
              testId="reward-achievement-link"
            />
          ))}
        </Stack>
      )}
    </Section>
  );
}
