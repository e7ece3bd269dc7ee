import { Badge, Stack, Text } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import type { ItemDetailData } from './detail-loader';
import { formatDropRate } from '../monsters/monster-numbers';
import { EntityLink, Section, useFoldedRows } from './parts';
import { TableScroll } from '../../ui/TableScroll';

/** Monsters that drop the item, with the rate of each grade. */
export function DropsSection({
  lang,
  droppers,
}: {
  lang: Language;
  droppers: NonNullable<ItemDetailData['droppers']>;
}) {
  const { t } = useTranslation();
  const { shown, toggle } = useFoldedRows(droppers);
  if (droppers.length === 0) return null;
  const gradeCount = Math.max(...droppers.map((d) => d.percentPerGrade.length));
  return (
    <Section title={t('items.detail.drops')} testId="item-drops">
      <TableScroll minWidth={320}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('items.detail.monster')}</Table.Th>
              {Array.from({ length: gradeCount }, (_, index) => (
                <Table.Th key={index} ta="right">
                  {t('items.detail.grade', { grade: index + 1 })}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((monster) => (
              <Table.Tr key={monster.id} data-testid="drop-row">
                <Table.Td>
                  <EntityLink
                    lang={lang}
                    doc={monster}
                    img={monster.img}
                    path={`/database/monster/${monster.id}`}
                    testId="drop-monster-link"
                  />
                  {monster.isConditional && (
                    <Badge size="xs" variant="outline" mt={4}>
                      {t('items.detail.conditionalDrop')}
                    </Badge>
                  )}
                </Table.Td>
                {Array.from({ length: gradeCount }, (_, index) => (
                  <Table.Td key={index} ta="right" fz="sm">
                    {formatDropRate(monster.percentPerGrade[index], lang)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
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
