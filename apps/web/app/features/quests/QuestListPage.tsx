import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { localized, LocalizedName } from '../../ui/LocalizedName';
import { ListControls } from '../../ui/list/ListControls';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListBody } from '../../ui/list/ListStates';
import { ProgressToggle } from '../progress';
import { EntityFilters } from './EntityFilters';
import type { CategoryRow, QuestListData, QuestRow } from './list-loader';
import { readEntitySearch } from './list-search';
import { knownLevel, levelText, UNKNOWN_VALUE } from '../../ui/level';
import { TableScroll } from '../../ui/TableScroll';

function CategoryLinks({ lang, categories, currentId }: { lang: Language; categories: CategoryRow[]; currentId?: number }) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('quests.list.categories')} gap="xs" wrap="wrap" data-testid="quest-categories">
      <Anchor component={Link} to={localePath(lang, '/database/quests')} fw={currentId === undefined ? 700 : undefined}>
        {t('quests.list.allQuests')}
      </Anchor>
      {categories.map((category) => (
        <Anchor
          key={category.id}
          component={Link}
          to={localePath(lang, `/database/quests/category/${category.id}`)}
          fw={category.id === currentId ? 700 : undefined}
          aria-current={category.id === currentId ? 'page' : undefined}
          data-testid="quest-category-link"
        >
          <LocalizedName doc={category} lang={lang} />
        </Anchor>
      ))}
    </Group>
  );
}

function QuestTableRow({ quest, lang, categoryName }: { quest: QuestRow; lang: Language; categoryName: string }) {
  const { t } = useTranslation();
  const levels = !knownLevel(quest.levelMin) || quest.levelMin === quest.levelMax ? levelText(quest.levelMin) : t('quests.list.levelRange', { min: quest.levelMin, max: quest.levelMax });
  return (
    <Table.Tr data-testid="quest-row" data-id={quest.id} data-level={quest.levelMin}>
      <Table.Td w={44}>
        <ProgressToggle list="finishedQuests" id={quest.id} label={t('progress.markFinished')} testId="quest-finished" />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={localePath(lang, `/database/quest/${quest.id}`)} data-testid="quest-link">
          <LocalizedName doc={quest} lang={lang} />
        </Anchor>
      </Table.Td>
      <Table.Td ta="right">{levels}</Table.Td>
      <Table.Td visibleFrom="sm">
        {categoryName ? (
          <Anchor component={Link} to={localePath(lang, `/database/quests/category/${quest.categoryId}`)} fz="sm">
            {categoryName}
          </Anchor>
        ) : (
          UNKNOWN_VALUE
        )}
      </Table.Td>
      <Table.Td ta="right" visibleFrom="sm">
        {quest.stepCount}
      </Table.Td>
    </Table.Tr>
  );
}

/** The quests list and the category pages (`data.category` set). */
export function QuestListPage({ data }: { data: QuestListData }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const state = readEntitySearch(search);
  const { lang, category } = data;
  const names = new Map(data.categories.map((c) => [c.id, localized(c.name, lang)]));
  const hint = state.name ? t('quests.empty.name', { name: state.name }) : t('quests.empty.levels');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{category ? <LocalizedName doc={category} lang={lang} /> : t('quests.list.heading')}</Title>
        <Text c="dimmed">{t('quests.list.intro')}</Text>
      </Stack>
      <CategoryLinks lang={lang} categories={data.categories} currentId={category?.id} />
      <EntityFilters
        ns="quests"
        categories={category ? undefined : data.categories.map((c) => ({ value: String(c.id), label: localized(c.name, lang) }))}
      />
      <ListControls total={data.total} />
      <ListBody count={data.quests.length} emptyHint={hint}>
        <TableScroll minWidth={320}>
          <Table verticalSpacing="xs" highlightOnHover data-testid="quest-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>{t('quests.list.finished')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('quests.list.name')}</Table.Th>
                <Table.Th ta="right">{t('common.level')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('quests.list.category')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('quests.list.steps')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.quests.map((quest) => (
                <QuestTableRow key={quest.id} quest={quest} lang={lang} categoryName={names.get(quest.categoryId) ?? ''} />
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </ListBody>
      <ListPagination total={data.total} />
    </Stack>
  );
}
