import { formatDay } from '../../lib/dates';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { localePath } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListBody } from '../../ui/list/ListStates';
import { localized } from '../../ui/LocalizedName';
import type { StuffListData } from './list-loader';
import { hasStuffFilters } from './stuff-list';
import { StuffFiltersForm } from './StuffFiltersForm';
import { TableScroll } from '../../ui/TableScroll';

/** `tools/stuffs`: public stuffs (or all of mine with `me=true`), newest first, filters in the URL. */
export function StuffListPage({ data }: { data: StuffListData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { lang, filters, page, breeds, items, isSignedIn } = data;
  const breedName = (id: number) => {
    const breed = breeds.find((b) => b.id === id);
    return breed ? localized(breed.shortName, lang) : `#${id}`;
  };
  const emptyHint = filters.me && !hasStuffFilters({ ...filters, me: false }) ? t('stuff.list.emptyMine') : t('stuff.list.emptyHint');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{filters.me ? t('stuff.list.mineHeading') : t('stuff.list.heading')}</Title>
        <Button component={Link} to={localePath(lang, '/tools/stuff/creator')} leftSection={<IconPlus size={16} />}>
          {t('stuff.list.create')}
        </Button>
      </Group>
      <StuffFiltersForm key={location.search} filters={filters} breeds={breeds} lang={lang} isSignedIn={isSignedIn} />
      {items.length > 0 && (
        <Group gap="xs" data-testid="filter-items">
          <Text size="sm">{t('stuff.list.wearing')}</Text>
          {items.map((item) => (
            <Badge key={item.id} variant="light" leftSection={<GameImage img={item.img} alt="" size={16} />}>
              {localized(item.name, lang)}
            </Badge>
          ))}
        </Group>
      )}
      <Text size="sm" c="dimmed" data-testid="stuff-total">
        {t('list.total', { count: page.total })}
      </Text>
      <ListBody count={page.data.length} emptyHint={emptyHint}>
        <TableScroll minWidth={360}>
          <Table striped highlightOnHover data-testid="stuff-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stuff.list.title')}</Table.Th>
                <Table.Th>{t('stuff.list.breed')}</Table.Th>
                <Table.Th>{t('common.level')}</Table.Th>
                <Table.Th>{t('stuff.list.updated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.data.map((stuff) => (
                <Table.Tr key={stuff.id} data-testid={`stuff-row-${stuff.id}`}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor component={Link} to={localePath(lang, `/tools/stuff/${stuff.id}`)}>
                        {stuff.title}
                      </Anchor>
                      {filters.me && stuff.sharing !== 'public' && (
                        <Badge size="xs" variant="outline">
                          {t(`stuff.sharing.${stuff.sharing}`)}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{breedName(stuff.breed)}</Table.Td>
                  <Table.Td>{stuff.level}</Table.Td>
                  <Table.Td>{formatDay(stuff.updatedAt, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </ListBody>
      <ListPagination total={page.total} />
    </Stack>
  );
}
