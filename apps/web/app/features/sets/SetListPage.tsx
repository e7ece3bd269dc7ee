import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { localePath } from '../../i18n/languages';
import { LocalizedName } from '../../ui/LocalizedName';
import { ListControls } from '../../ui/list/ListControls';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListBody } from '../../ui/list/ListStates';
import type { SetListData } from './list-loader';
import { readSetSearch } from './set-search';
import { SetFilters } from './SetFilters';
import { levelText } from '../../ui/level';
import { TableScroll } from '../../ui/TableScroll';

export function SetListPage({ data }: { data: SetListData }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const state = readSetSearch(search);
  const { lang } = data;
  const hint = state.typeIds.length > 0 ? t('sets.empty.slots') : state.name ? t('sets.empty.name', { name: state.name }) : t('sets.empty.levels');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('sets.list.heading')}</Title>
        <Text c="dimmed">{t('sets.list.intro')}</Text>
      </Stack>
      <SetFilters lang={lang} slotTypes={data.slotTypes} />
      <ListControls total={data.total} />
      <ListBody count={data.sets.length} emptyHint={hint}>
        <TableScroll minWidth={320}>
          <Table verticalSpacing="xs" highlightOnHover data-testid="set-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sets.list.name')}</Table.Th>
                <Table.Th ta="right">{t('common.level')}</Table.Th>
                <Table.Th ta="right">{t('sets.list.pieces')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.sets.map((set) => (
                <Table.Tr key={set.id} data-testid="set-row" data-id={set.id} data-level={set.level}>
                  <Table.Td>
                    <Anchor component={Link} to={localePath(lang, `/database/item-sets/${set.id}`)} data-testid="set-link">
                      <LocalizedName doc={set} lang={lang} />
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{levelText(set.level)}</Table.Td>
                  <Table.Td ta="right" data-testid="set-pieces">
                    {set.omitted?.itemIds
                      ? t('sets.list.piecesPartial', { total: set.itemIds.length + set.omitted.itemIds, missing: set.omitted.itemIds })
                      : set.itemIds.length}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </ListBody>
      <ListPagination total={data.total} />
    </Stack>
  );
}
