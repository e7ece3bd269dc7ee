import '@mantine/core/styles/Pagination.layer.css';
import { Anchor, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { TableScroll } from '../../ui/TableScroll';

export interface MissingData {
  lang: Language;
  page: number;
  pageSize: number;
  total: number;
  maps: {
    id: number;
    posX: number;
    posY: number;
    worldMap: number;
    subAreaId: number;
    harvestables: number[];
  }[];
  subAreaNames: Record<number, string>;
  itemNames: Record<number, string>;
}

/** `back/interactive/tag/missing`: maps of sub-areas known to hold harvestables that nobody tagged. */
export function MissingPage({ data }: { data: MissingData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Stack>
      <Title order={1}>{t('back-office.missing.title')}</Title>
      <Text c="dimmed">{t('back-office.missing.intro', { count: data.total })}</Text>
      {data.maps.length === 0 ? (
        <Text c="dimmed" data-testid="missing-empty">
          {t('back-office.missing.empty')}
        </Text>
      ) : (
        <TableScroll minWidth={560}>
          <Table striped data-testid="missing-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('back-office.missing.map')}</Table.Th>
                <Table.Th>{t('back-office.missing.subArea')}</Table.Th>
                <Table.Th>{t('back-office.missing.expected')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.maps.map((map) => (
                <Table.Tr key={map.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={localePath(data.lang, `/back/interactive/tag/from-map?map=${map.id}`)}
                    >
                      [{map.posX}, {map.posY}] · {map.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{data.subAreaNames[map.subAreaId] || `#${map.subAreaId}`}</Table.Td>
                  <Table.Td>
                    {map.harvestables.map((id) => data.itemNames[id] || `#${id}`).join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={data.page} onChange={(page) => navigate(`?page=${page}`)} />
        </Group>
      )}
    </Stack>
  );
}
