import '@mantine/core/styles/Slider.layer.css';
import { Button, Group, Paper, RangeSlider, Stack, Text, TextInput } from '@mantine/core';
import { LazyMultiSelect } from '../../ui/select/LazySelect';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { CharacteristicFilterRows } from './CharacteristicFilterRows';
import { itemSearchParams, LEVEL_RANGE, readItemSearch, type ItemSearch } from './item-search';
import type { CharacteristicSummary, TypeSummary } from './reference';

interface Props {
  lang: Language;
  types: TypeSummary[];
  characteristics: CharacteristicSummary[];
  /** False on a type route, whose type is fixed. */
  showTypes: boolean;
}

/** The search form; the applied search lives in the URL (sort and order are kept, the page resets). */
export function ItemFilters({ lang, types, characteristics, showTypes }: Props) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const searchText = search.toString();
  const [draft, setDraft] = useState<ItemSearch>(() => readItemSearch(search));
  // Back/forward and links change the URL: the form follows.
  useEffect(() => setDraft(readItemSearch(new URLSearchParams(searchText))), [searchText]);

  const apply = (next: ItemSearch) => {
    const params = itemSearchParams(next);
    for (const key of ['sort', 'order']) {
      const value = search.get(key);
      if (value) params.set(key, value);
    }
    const text = params.toString();
    navigate(text ? `?${text}` : '?', { preventScrollReset: true });
  };
  const change = (patch: Partial<ItemSearch>, immediate: boolean) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (immediate) apply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const typeOptions = types.map((type) => ({ value: String(type.id), label: localized(type.name, lang) }));

  return (
    <Paper withBorder p="md" radius="md" component="form" role="search" onSubmit={submit} data-testid="item-filters">
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap" gap="md">
          <TextInput
            name="name"
            label={t('items.filters.name')}
            placeholder={t('items.filters.namePlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={draft.name}
            onChange={(event) => change({ name: event.currentTarget.value }, false)}
            style={{ flex: '1 1 220px' }}
            data-testid="item-filter-name"
          />
          {showTypes && (
            <LazyMultiSelect
              label={t('items.filters.types')}
              placeholder={draft.typeIds.length ? undefined : t('items.filters.allTypes')}
              data={typeOptions}
              value={draft.typeIds.map(String)}
              onChange={(values) => change({ typeIds: values.map(Number) }, true)}
              searchable
              clearable
              style={{ flex: '1 1 220px' }}
              data-testid="item-filter-types"
            />
          )}
        </Group>
        <Stack gap={4}>
          <Text fw={500} fz="sm" id="item-level-label">
            {t('items.filters.levels', { min: draft.levels[0], max: draft.levels[1] })}
          </Text>
          <RangeSlider
            min={LEVEL_RANGE[0]}
            max={LEVEL_RANGE[1]}
            minRange={0}
            value={draft.levels}
            onChange={(levels) => setDraft({ ...draft, levels })}
            onChangeEnd={(levels) => change({ levels }, true)}
            thumbFromLabel={t('items.filters.levelMin')}
            thumbToLabel={t('items.filters.levelMax')}
            marks={[{ value: 0, label: '0' }, { value: 100, label: '100' }, { value: 200, label: '200' }]}
            mb="md"
            data-testid="item-filter-levels"
          />
        </Stack>
        <CharacteristicFilterRows
          lang={lang}
          rows={draft.characteristics}
          characteristics={characteristics}
          onChange={(rows, immediate) => change({ characteristics: rows }, immediate)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => apply(readItemSearch(new URLSearchParams()))} data-testid="item-filter-reset">
            {t('items.filters.reset')}
          </Button>
          <Button type="submit" data-testid="item-filter-apply">
            {t('items.filters.apply')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
