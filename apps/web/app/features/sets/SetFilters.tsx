import '@mantine/core/styles/Slider.layer.css';
import { Button, Group, Paper, RangeSlider, Stack, Text, TextInput } from '@mantine/core';
import { LazyMultiSelect } from '../../ui/select/LazySelect';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { LEVEL_RANGE } from '../items';
import type { TypeSummary } from '../items';
import { readSetSearch, setSearchParams, type SetSearch } from './set-search';

/** Name, level range and slots (item types worn); the applied search lives in the URL. */
export function SetFilters({ lang, slotTypes }: { lang: Language; slotTypes: TypeSummary[] }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const searchText = search.toString();
  const [draft, setDraft] = useState<SetSearch>(() => readSetSearch(search));
  useEffect(() => setDraft(readSetSearch(new URLSearchParams(searchText))), [searchText]);

  const apply = (next: SetSearch) => {
    const params = setSearchParams(next);
    for (const key of ['sort', 'order']) {
      const value = search.get(key);
      if (value) params.set(key, value);
    }
    navigate(`?${params.toString()}`, { preventScrollReset: true });
  };
  const change = (patch: Partial<SetSearch>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    apply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" role="search" onSubmit={submit} data-testid="set-filters">
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap" gap="md">
          <TextInput
            label={t('sets.filters.name')}
            placeholder={t('sets.filters.namePlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            style={{ flex: '1 1 220px' }}
            data-testid="set-filter-name"
          />
          <LazyMultiSelect
            label={t('sets.filters.slots')}
            placeholder={draft.typeIds.length ? undefined : t('sets.filters.anySlot')}
            data={slotTypes.map((type) => ({ value: String(type.id), label: localized(type.name, lang) }))}
            value={draft.typeIds.map(String)}
            onChange={(values) => change({ typeIds: values.map(Number) })}
            searchable
            clearable
            style={{ flex: '1 1 220px' }}
            data-testid="set-filter-slots"
          />
        </Group>
        <Stack gap={4}>
          <Text fw={500} fz="sm">
            {t('sets.filters.levels', { min: draft.levels[0], max: draft.levels[1] })}
          </Text>
          <RangeSlider
            min={LEVEL_RANGE[0]}
            max={LEVEL_RANGE[1]}
            minRange={0}
            value={draft.levels}
            onChange={(levels) => setDraft({ ...draft, levels })}
            onChangeEnd={(levels) => change({ levels })}
            thumbFromLabel={t('sets.filters.levelMin')}
            thumbToLabel={t('sets.filters.levelMax')}
            marks={[{ value: 0, label: '0' }, { value: 100, label: '100' }, { value: 200, label: '200' }]}
            mb="md"
            data-testid="set-filter-levels"
          />
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" data-testid="set-filter-apply">
            {t('sets.filters.apply')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
