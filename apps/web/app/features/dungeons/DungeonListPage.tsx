import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath } from '../../i18n/languages';
import { LocalizedName } from '../../ui/LocalizedName';
import { ListControls } from '../../ui/list/ListControls';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListBody } from '../../ui/list/ListStates';
import type { DungeonListData } from './loaders';
import { NameSearch } from './NameSearch';
import { levelText } from '../../ui/level';
import { TableScroll } from '../../ui/TableScroll';

export function DungeonListPage({ data }: { data: DungeonListData }) {
  const { t } = useTranslation();
  const { lang } = data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('dungeons.list.heading')}</Title>
        <Text c="dimmed">{t('dungeons.list.intro')}</Text>
      </Stack>
      <NameSearch label={t('dungeons.list.search')} placeholder={t('dungeons.list.searchPlaceholder')} />
      <ListControls total={data.total} />
      <ListBody count={data.rows.length} emptyHint={t('dungeons.list.empty', { name: data.name })}>
        <TableScroll minWidth={300}>
          <Table verticalSpacing="xs" highlightOnHover data-testid="dungeon-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dungeons.list.name')}</Table.Th>
                <Table.Th ta="right">{t('common.level')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((dungeon) => (
                <Table.Tr key={dungeon.id} data-testid="dungeon-row" data-id={dungeon.id} data-level={dungeon.level}>
                  <Table.Td>
                    <Anchor component={Link} to={localePath(lang, `/database/dungeon/${dungeon.id}`)} data-testid="dungeon-link">
                      <LocalizedName doc={dungeon} lang={lang} />
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{levelText(dungeon.level)}</Table.Td>
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
