import { Anchor, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { Grid } from '../../ui/grid/Grid';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { localized, LocalizedName } from '../../ui/LocalizedName';
import { ListControls } from '../../ui/list/ListControls';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListBody } from '../../ui/list/ListStates';
import { ProgressToggle } from '../progress';
import { EntityFilters } from '../quests';
import { readEntitySearch } from '../quests';
import { CategoryNav } from './CategoryNav';
import type { AchievementListData, AchievementRow } from './list-loader';
import { levelText, UNKNOWN_VALUE } from '../../ui/level';
import { TableScroll } from '../../ui/TableScroll';

function AchievementTableRow({ achievement, lang, categoryName }: { achievement: AchievementRow; lang: Language; categoryName: string }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="achievement-row" data-id={achievement.id} data-level={achievement.level}>
      <Table.Td w={44}>
        <ProgressToggle list="finishedAchievements" id={achievement.id} label={t('progress.markFinished')} testId="achievement-finished" />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={localePath(lang, `/database/achievements/${achievement.id}`)} data-testid="achievement-link">
          <LocalizedName doc={achievement} lang={lang} />
        </Anchor>
      </Table.Td>
      <Table.Td ta="right">{levelText(achievement.level)}</Table.Td>
      <Table.Td ta="right">{achievement.points}</Table.Td>
      <Table.Td visibleFrom="sm">
        {categoryName ? (
          <Anchor component={Link} to={localePath(lang, `/database/achievements/category/${achievement.categoryId}`)} fz="sm">
            {categoryName}
          </Anchor>
        ) : (
          UNKNOWN_VALUE
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The achievements list and the category pages (`data.category` set), with the category tree. */
export function AchievementListPage({ data }: { data: AchievementListData }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const state = readEntitySearch(search);
  const { lang, category } = data;
  const names = new Map(data.categories.map((c) => [c.id, localized(c.name, lang)]));
  const hint = state.name ? t('achievements.empty.name', { name: state.name }) : t('achievements.empty.levels');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{category ? <LocalizedName doc={category} lang={lang} /> : t('achievements.list.heading')}</Title>
        <Text c="dimmed">{t('achievements.list.intro')}</Text>
      </Stack>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <CategoryNav categories={data.categories} lang={lang} currentId={category?.id} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <EntityFilters ns="achievements" />
            <ListControls total={data.total} />
            <ListBody count={data.achievements.length} emptyHint={hint}>
              <TableScroll minWidth={320}>
                <Table verticalSpacing="xs" highlightOnHover data-testid="achievement-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <VisuallyHidden>{t('achievements.list.finished')}</VisuallyHidden>
                      </Table.Th>
                      <Table.Th>{t('achievements.list.name')}</Table.Th>
                      <Table.Th ta="right">{t('common.level')}</Table.Th>
                      <Table.Th ta="right">{t('achievements.list.points')}</Table.Th>
                      <Table.Th visibleFrom="sm">{t('achievements.list.category')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.achievements.map((achievement) => (
                      <AchievementTableRow
                        key={achievement.id}
                        achievement={achievement}
                        lang={lang}
                        categoryName={names.get(achievement.categoryId) ?? ''}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </ListBody>
            <ListPagination total={data.total} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
