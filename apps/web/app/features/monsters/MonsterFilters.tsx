import '@mantine/core/styles/Slider.layer.css';
import { Button, Group, Paper, RangeSlider, Stack, Text, TextInput } from '@mantine/core';
import { LazySelect } from '../../ui/select/LazySelect';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import type { Language } from '../../i18n/languages';
import { withSearch } from '../../lib/list-state';
import { markedName } from '../../ui/LocalizedName';
import type { RaceSummary } from './list-loader';
import { MONSTER_LEVEL_RANGE, monsterSearchParams, readMonsterSearch, type MonsterSearch } from './monster-search';

interface Props {
  lang: Language;
  races: RaceSummary[];
  /** False on a race route, whose race is fixed. */
  showRace: boolean;
}

/** Name, level range and race filters; the applied search lives in the URL (sort kept, page reset). */
export function MonsterFilters({ lang, races, showRace }: Props) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const searchText = search.toString();
  const [draft, setDraft] = useState<MonsterSearch>(() => readMonsterSearch(search));
  // Back/forward and links change the URL: the form follows.
  useEffect(() => setDraft(readMonsterSearch(new URLSearchParams(searchText))), [searchText]);

  const apply = (next: MonsterSearch) =>
    navigate(withSearch(search, monsterSearchParams(next)) || '?', { preventScrollReset: true });
  const change = (patch: Partial<MonsterSearch>, immediate: boolean) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (immediate) void apply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply(draft);
  };
  const top = MONSTER_LEVEL_RANGE[1];
  const maxLabel = draft.levels[1] >= top ? t('monsters.filters.noMax', { max: top }) : String(draft.levels[1]);

  return (
    <Paper withBorder p="md" radius="md" component="form" role="search" onSubmit={submit} data-testid="monster-filters">
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap" gap="md">
          <TextInput
            name="name"
            label={t('monsters.filters.name')}
            placeholder={t('monsters.filters.namePlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={draft.name}
            onChange={(event) => change({ name: event.currentTarget.value }, false)}
            style={{ flex: '1 1 220px' }}
            data-testid="monster-filter-name"
          />
          {showRace && (
            <LazySelect
              label={t('monsters.filters.race')}
              placeholder={t('monsters.filters.allRaces')}
              data={races.map((race) => ({ value: String(race.id), label: markedName(race, lang, t) }))}
              value={draft.raceId === null ? null : String(draft.raceId)}
              onChange={(value) => change({ raceId: value === null ? null : Number(value) }, true)}
              searchable
              clearable
              style={{ flex: '1 1 220px' }}
              data-testid="monster-filter-race"
            />
          )}
        </Group>
        <Stack gap={4}>
          <Text fw={500} fz="sm">
            {t('monsters.filters.levels', { min: draft.levels[0], max: maxLabel })}
          </Text>
          <RangeSlider
            min={MONSTER_LEVEL_RANGE[0]}
            max={top}
            minRange={0}
            value={draft.levels}
            onChange={(levels) => setDraft({ ...draft, levels })}
            onChangeEnd={(levels) => change({ levels }, true)}
            thumbFromLabel={t('monsters.filters.levelMin')}
            thumbToLabel={t('monsters.filters.levelMax')}
            marks={[{ value: 0, label: '0' }, { value: 100, label: '100' }, { value: top, label: `${top}+` }]}
            mb="md"
            data-testid="monster-filter-levels"
          />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => apply({ name: '', levels: [MONSTER_LEVEL_RANGE[0], MONSTER_LEVEL_RANGE[1]], raceId: null })}
            data-testid="monster-filter-reset"
          >
            {t('monsters.filters.reset')}
          </Button>
          <Button type="submit" data-testid="monster-filter-apply">
            {t('monsters.filters.apply')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
