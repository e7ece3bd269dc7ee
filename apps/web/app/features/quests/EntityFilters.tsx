import '@mantine/core/styles/Slider.layer.css';
import { Button, Group, Paper, RangeSlider, Stack, Text, TextInput } from '@mantine/core';
import { LazySelect } from '../../ui/select/LazySelect';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { entitySearchParams, LEVEL_RANGE, readEntitySearch, type EntitySearch } from './list-search';

interface EntityFiltersProps {
  /** Translation namespace holding `filters.*` (`quests` or `achievements`). */
  ns: 'quests' | 'achievements';
  /** Category choices; omitted on a category page, whose category is in the path. */
  categories?: { value: string; label: string }[];
}

/** Name, level range and category of a quest or achievement list; the applied search lives in the URL. */
export function EntityFilters({ ns, categories }: EntityFiltersProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const searchText = search.toString();
  const [draft, setDraft] = useState<EntitySearch>(() => readEntitySearch(search));
  useEffect(() => setDraft(readEntitySearch(new URLSearchParams(searchText))), [searchText]);

  const apply = (next: EntitySearch) => {
    const params = entitySearchParams(next);
    for (const key of ['sort', 'order', 'level']) {
      const value = search.get(key);
      if (value) params.set(key, value);
    }
    const text = params.toString();
    navigate(text ? `?${text}` : '.', { preventScrollReset: true });
  };
  const change = (patch: Partial<EntitySearch>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    apply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" role="search" onSubmit={submit} data-testid={`${ns}-filters`}>
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap" gap="md">
          <TextInput
            label={t(`${ns}.filters.name`)}
            placeholder={t(`${ns}.filters.namePlaceholder`)}
            leftSection={<IconSearch size={16} />}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            style={{ flex: '1 1 220px' }}
            data-testid="filter-name"
          />
          {categories && (
            <LazySelect
              label={t(`${ns}.filters.category`)}
              placeholder={t(`${ns}.filters.anyCategory`)}
              data={categories}
              value={draft.categoryId ? String(draft.categoryId) : null}
              onChange={(value) => change({ categoryId: value ? Number(value) : 0 })}
              searchable
              clearable
              style={{ flex: '1 1 220px' }}
              data-testid="filter-category"
            />
          )}
        </Group>
        <Stack gap={4}>
          <Text fw={500} fz="sm">
            {t(`${ns}.filters.levels`, { min: draft.levels[0], max: draft.levels[1] })}
          </Text>
          <RangeSlider
            min={LEVEL_RANGE[0]}
            max={LEVEL_RANGE[1]}
            minRange={0}
            value={draft.levels}
            onChange={(levels) => setDraft({ ...draft, levels })}
            onChangeEnd={(levels) => change({ levels })}
            thumbFromLabel={t(`${ns}.filters.levelMin`)}
            thumbToLabel={t(`${ns}.filters.levelMax`)}
            marks={[
              { value: 0, label: '0' },
              { value: 100, label: '100' },
              { value: 200, label: '200' },
            ]}
            mb="md"
            data-testid="filter-levels"
          />
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" data-testid="filter-apply">
            {t(`${ns}.filters.apply`)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
