import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { localized } from '../../ui/LocalizedName';
import { ListControls } from '../../ui/list/ListControls';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListBody } from '../../ui/list/ListStates';
import { readItemSearch, type ItemSearch } from './item-search';
import { ItemFilters } from './ItemFilters';
import type { ItemListData } from './list-loader';
import { ItemTable } from './ItemTable';

/** The empty state names the filter most likely to blame. */
function emptyHintKey(state: ItemSearch): string {
  if (state.characteristics.length > 0) return 'items.empty.characteristics';
  if (state.name) return 'items.empty.name';
  if (state.typeIds.length > 0) return 'items.empty.types';
  return 'items.empty.levels';
}

export function ItemListPage({ data }: { data: ItemListData }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const state = readItemSearch(search);
  const { lang, scope, scopeName } = data;
  const types = useMemo(() => new Map(data.types.map((type) => [type.id, type])), [data.types]);
  const heading = scopeName
    ? t(scope.kind === 'type' ? 'items.list.typeHeading' : 'items.list.superTypeHeading', { name: localized(scopeName.name, lang) })
    : t('items.list.heading');
  const visibleTypes = scope.kind === 'supertype' ? data.types.filter((type) => type.superTypeId === scope.id) : data.types;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{heading}</Title>
        <Text c="dimmed">{t('items.list.intro')}</Text>
      </Stack>
      <ItemFilters lang={lang} types={visibleTypes} characteristics={data.characteristics} showTypes={scope.kind !== 'type'} />
      <ListControls total={data.total} />
      <ListBody count={data.items.length} emptyHint={t(emptyHintKey(state), { name: state.name })}>
        <ItemTable lang={lang} items={data.items} types={types} />
      </ListBody>
      <ListPagination total={data.total} />
    </Stack>
  );
}
