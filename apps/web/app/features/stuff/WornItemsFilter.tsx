import { LazyMultiSelect } from '../../ui/select/LazySelect';
import { useDebouncedValue } from '@mantine/hooks';
import type { Item } from '@grimoire/gamedata/types';
import { keepPreviousData, useQuery } from '../../api/queries/queries';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';

type ItemName = Pick<Item, 'id' | 'name' | 'level'>;
const FIELDS = ['id', 'name', 'level'] as const;
const RESULTS = 20;

/**
 * "Worn items" of the stuffs list: equipment picked by name (searched as the player types, in the
 * page language), shown by name; the URL keeps their ids.
 */
export function WornItemsFilter({ lang, value, onChange }: { lang: Language; value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const selected = useQuery({
    queryKey: ['stuff-filter-items', value.join(',')],
    queryFn: () => api.findAll('items', { id: { $in: value }, $select: FIELDS }),
    enabled: value.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  const found = useQuery({
    queryKey: ['stuff-filter-item-search', lang, text],
    queryFn: () =>
      api.find('items', { name: { $search: text }, isEquipment: true, lang, $select: FIELDS, $sort: { level: -1 }, $limit: RESULTS }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
  const label = (item: ItemName) => t('stuff.list.itemOption', { name: localized(item.name, lang), level: item.level });
  const options = new Map<string, string>();
  for (const id of value) {
    const item = selected.data?.find((candidate) => candidate.id === id);
    options.set(String(id), item ? label(item) : t('stuff.list.itemLoading'));
  }
  if (text.length >= 2) for (const item of found.data?.data ?? []) if (!options.has(String(item.id))) options.set(String(item.id), label(item));
  return (
    <LazyMultiSelect
      label={t('stuff.list.itemIds')}
      description={t('stuff.list.itemIdsHint')}
      placeholder={value.length ? undefined : t('stuff.list.itemPlaceholder')}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value.map(String)}
      onChange={(ids) => {
        onChange(ids.map(Number));
        setSearch('');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        search.trim() === '' ? undefined : text.length >= 2 && !found.isFetching ? t('stuff.list.itemNone') : t('stuff.list.itemTypeMore')
      }
      searchable
      clearable
      hidePickedOptions
      data-testid="filter-item-ids"
    />
  );
}
