import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { markedName } from '../../ui/LocalizedName';
import { ListControls } from '../../ui/list/ListControls';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListBody } from '../../ui/list/ListStates';
import type { MonsterListData } from './list-loader';
import { MonsterFilters } from './MonsterFilters';
import { readMonsterSearch } from './monster-search';
import { MonsterTable } from './MonsterTable';

export function MonsterListPage({ data }: { data: MonsterListData }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const state = readMonsterSearch(search);
  const { lang, race } = data;
  const races = useMemo(() => new Map(data.races.map((r) => [r.id, r])), [data.races]);
  const emptyHint = state.name ? t('monsters.empty.name', { name: state.name }) : t('monsters.empty.filters');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{race ? t('monsters.list.raceHeading', { name: markedName(race, lang, t) }) : t('monsters.list.heading')}</Title>
        <Text c="dimmed">{t('monsters.list.intro')}</Text>
      </Stack>
      <MonsterFilters lang={lang} races={data.races} showRace={!race} />
      <ListControls total={data.total} />
      <ListBody count={data.monsters.length} emptyHint={emptyHint}>
        <MonsterTable lang={lang} monsters={data.monsters} races={races} />
      </ListBody>
      <ListPagination total={data.total} />
    </Stack>
  );
}
