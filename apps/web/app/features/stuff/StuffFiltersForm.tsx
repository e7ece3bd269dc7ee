import { Button, Group, Paper, Switch, TextInput } from '@mantine/core';
import { LabelChips } from './LabelChips';
import { STUFF_ELEMENTS, STUFF_TAGS } from './stuff-labels';
import type { StuffElement, StuffTag } from './stuff-labels';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { LazySelect } from '../../ui/select/LazySelect';
import { MAX_LEVEL, MIN_LEVEL } from '@grimoire/rules';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import type { BreedName } from './list-loader';
import { stuffFilterParams, type StuffFilters, type StuffOrder } from './stuff-list';
import { WornItemsFilter } from './WornItemsFilter';

interface FiltersFormProps {
  filters: StuffFilters;
  breeds: readonly BreedName[];
  lang: Language;
  isSignedIn: boolean;
}

/**
 * Class, level range, title, worn items, tags, element and order; "mine only" for signed-in users.
 * Applied through the URL (the order at once).
 */
export function StuffFiltersForm({ filters, breeds, lang, isSignedIn }: FiltersFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [title, setTitle] = useState(filters.title);
  const [breed, setBreed] = useState<string | null>(filters.breed === null ? null : String(filters.breed));
  const [levelMin, setLevelMin] = useState<number>(filters.levelMin);
  const [levelMax, setLevelMax] = useState<number>(filters.levelMax);
  const [itemIds, setItemIds] = useState<number[]>([...filters.itemIds]);
  const [me, setMe] = useState(filters.me);
  const [tags, setTags] = useState<StuffTag[]>([...filters.tags]);
  const [element, setElement] = useState<StuffElement | null>(filters.element);
  const [sort, setSort] = useState<StuffOrder>(filters.sort);

  const apply = (changes: Partial<Omit<StuffFilters, 'page'>> = {}) => {
    const params = stuffFilterParams({
      me,
      title: title.trim(),
      breed: breed === null ? null : Number(breed),
      levelMin: Math.min(levelMin, levelMax),
      levelMax: Math.max(levelMin, levelMax),
      itemIds,
      tags,
      element,
      sort,
      ...changes,
    });
    const text = params.toString();
    navigate(text ? `?${text}` : '?');
  };

  return (
    <Paper withBorder p="sm" radius="md" component="form" role="search" onSubmit={(event) => { event.preventDefault(); apply(); }} data-testid="stuff-filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput label={t('stuff.list.titleFilter')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-testid="filter-title" />
        <LazySelect
          label={t('stuff.list.breed')}
          placeholder={t('stuff.list.allBreeds')}
          data={breeds.map((b) => ({ value: String(b.id), label: localized(b.shortName, lang) }))}
          value={breed}
          onChange={setBreed}
          clearable
          searchable
          data-testid="filter-breed"
        />
        <Group grow gap="xs">
          <LazyNumberInput label={t('stuff.list.levelMin')} min={MIN_LEVEL} max={MAX_LEVEL} value={levelMin} onChange={(v) => setLevelMin(Number(v) || MIN_LEVEL)} />
          <LazyNumberInput label={t('stuff.list.levelMax')} min={MIN_LEVEL} max={MAX_LEVEL} value={levelMax} onChange={(v) => setLevelMax(Number(v) || MAX_LEVEL)} />
        </Group>
        <WornItemsFilter lang={lang} value={itemIds} onChange={setItemIds} />
        <LazySelect
          label={t('stuff.list.element')}
          placeholder={t('stuff.list.anyElement')}
          data={STUFF_ELEMENTS.map((value) => ({ value, label: t(`stuff.elements.${value}`) }))}
          value={element}
          onChange={(value) => setElement((value as StuffElement | null) ?? null)}
          clearable
          data-testid="filter-element"
        />
        <LazySelect
          label={t('stuff.list.sort')}
          data={(['recent', 'likes'] as const).map((value) => ({ value, label: t(`stuff.list.sortBy.${value}`) }))}
          value={sort}
          allowDeselect={false}
          onChange={(value) => {
            const next: StuffOrder = value === 'likes' ? 'likes' : 'recent';
            setSort(next);
            apply({ sort: next });
          }}
          data-testid="filter-sort"
        />
        <LabelChips
          label={t('stuff.list.tags')}
          options={STUFF_TAGS}
          value={tags}
          onChange={setTags}
          name={(tag) => t(`stuff.tags.${tag}`)}
          color="blue.8"
          testIdPrefix="filter-tag"
        />
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        {isSignedIn ? (
          <Switch
            label={t('stuff.list.mine')}
            checked={me}
            onChange={(event) => {
              setMe(event.currentTarget.checked);
              apply({ me: event.currentTarget.checked });
            }}
            data-testid="filter-me"
          />
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={() => navigate('?')}>
            {t('stuff.list.reset')}
          </Button>
          <Button type="submit" data-testid="filter-apply">
            {t('common.search')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
