import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '../../api/queries/queries';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { LazySelect } from '../../ui/select/LazySelect';

/** An item picked by name (server search), answering its id. */
export function ItemSearchSelect({
  lang,
  label,
  value,
  onChange,
  testId,
}: {
  lang: Language;
  label: string;
  value: number | null;
  onChange(id: number | null): void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const asId = /^[0-9]{1,10}$/.test(debounced) ? Number(debounced) : null;
  const results = useQuery({
    queryKey: ['back-item-search', lang, debounced],
    queryFn: () =>
      api.find('items', {
        ...(asId !== null ? { id: asId } : { name: { $search: debounced } }),
        $select: ['id', 'name'],
        $limit: 20,
      }),
    enabled: debounced.length >= 2 || asId !== null,
    placeholderData: keepPreviousData,
  });
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const options = (results.data?.data ?? []).map((item) => ({
    value: String(item.id),
    label: `${localized(item.name, lang)} (${item.id})`,
  }));
  if (picked && !options.some((o) => o.value === picked.value)) options.unshift(picked);
  return (
    <LazySelect
      label={label}
      placeholder={t('back-office.itemSearch')}
      searchable
      clearable
      filter={({ options: all }) => all}
      data={options}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setPicked(option ?? null);
        onChange(next ? Number(next) : null);
      }}
      nothingFoundMessage={debounced.length >= 2 ? t('back-office.noItem') : undefined}
      data-testid={testId}
    />
  );
}
