import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { Grid } from '../../ui/grid/Grid';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { breedingProgress, createBreedingTree, mountGenetons, nextBreedable, type BreedingRules } from '@grimoire/rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { CaptureZone, ProgressPanel } from './FamilyOverview';
import { GenerationSection } from './GenerationSection';
import { isUnfolded, openByDefault } from './generation-folds';
import { MENU_KEY, type BreedingData, type BreedingMountView } from './loader';
import { MountCard } from './MountCard';
import { defaultParents, OddsPanel } from './OddsPanel';
import { pairFromSearch, searchFromPair, type PairState } from './pair-state';
import { EMPTY_SELECTIONS, ownedMounts, toggle, type Sex } from './selections';
import { useSelections } from './use-selections';

type Filter = 'all' | 'owned' | 'next' | 'missing';
const FILTERS: Filter[] = ['all', 'owned', 'next', 'missing'];

/** `tools/breeding/crossing/{dragodinde,muldo,volk}`: a family's mounts, owned ones, what to breed next and the odds of a pair. */
export function BreedingPage({ lang, data }: { lang: Language; data: BreedingData }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [pair, setPair] = useState<PairState>(() => pairFromSearch(params));
  const [filter, setFilter] = useState<Filter>(() => FILTERS.find((f) => f === params.get('show')) ?? 'all');
  const { selections, change, status } = useSelections(data.family);
  // The address the page arrived at is already written: rewriting it would be a navigation, and the
  // root's loader would run again for nothing.
  const written = useRef<string | null>(params.toString());

  // The URL follows the page (shareable); the page's state leads while the player clicks.
  useEffect(() => {
    const search = new URLSearchParams(searchFromPair(pair));
    if (filter !== 'all') search.set('show', filter);
    const next = search.toString();
    if (next === written.current) return;
    written.current = next;
    setParams(search, { replace: true, preventScrollReset: true });
  }, [pair, filter, setParams]);

  const tree = useMemo(() => createBreedingTree(data.mounts), [data.mounts]);
  const byId = useMemo(() => new Map(data.mounts.map((m) => [m.id, m])), [data.mounts]);
  const current = selections ?? EMPTY_SELECTIONS;
  const owned = useMemo(() => ownedMounts(current, data.mounts), [current, data.mounts]);
  const next = useMemo(() => nextBreedable(data.mounts, owned), [data.mounts, owned]);
  const progress = useMemo(() => breedingProgress(data.mounts, owned), [data.mounts, owned]);
  const nameOf = useCallback((id: number) => (byId.has(id) ? localized(byId.get(id)!.name, lang) : String(id)), [byId, lang]);
  const [chosenFolds, setChosenFolds] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const generationOf = useMemo(() => new Map(data.mounts.map((m) => [m.key, m.generation])), [data.mounts]);
  const onToggle = useCallback(
    (sex: Sex, key: string) => {
      // A generation the player ticks in stays unfolded, whatever the default then becomes.
      const generation = generationOf.get(key);
      if (generation !== undefined) setTouched((previous) => (previous.has(generation) ? previous : new Set([...previous, generation])));
      change((selected) => toggle(selected, sex, key));
    },
    [change, generationOf],
  );
  const onFold = useCallback((generation: number, isOpen: boolean) => setChosenFolds((previous) => new Map([...previous, [generation, isOpen]])), []);
  const onPair = useCallback((change: Partial<PairState>) => setPair((previous) => ({ ...previous, ...change })), []);
  const onOdds = useCallback(
    (male: number, female: number) => {
      setPair((previous) => ({ ...previous, male, female, maleParents: defaultParents(byId.get(male)), femaleParents: defaultParents(byId.get(female)) }));
      document.getElementById('odds')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [byId],
  );
  const rules: BreedingRules = pair.rules;

  const isOwned = (m: BreedingMountView) => owned.male.has(m.id) || owned.female.has(m.id);
  const shown = data.mounts.filter((m) => filter === 'all' || (filter === 'owned' ? isOwned(m) : filter === 'next' ? next.has(m.id) : !isOwned(m)));
  const generations = [...new Set(shown.map((m) => m.generation))];
  const nextGenerations = [...next.keys()].map((id) => byId.get(id)?.generation).filter((g): g is number => g !== undefined);
  const defaults = openByDefault(progress, nextGenerations);
  const foldState = { chosen: chosenFolds, touched };
  const isOpen = (generation: number) => isUnfolded(generation, foldState, defaults, filter !== 'all');
  const setAll = (open: boolean) => setChosenFolds(new Map(generations.map((g) => [g, open])));

  return (
    <Stack gap="md" data-testid="breeding-page" data-family={data.family} data-hydrated={selections ? 'true' : undefined}>
      <Title order={1}>{t('breeding.title', { family: t(`menu.${MENU_KEY[data.family]}`) })}</Title>
      <Text c="dimmed">{t('breeding.intro')}</Text>
      <Text fz="sm" c={status === 'error' ? 'red' : 'dimmed'} data-testid="breeding-sync" data-status={status}>
        {t(`breeding.sync.${status}`)}
      </Text>
      {data.mounts.length === 0 ? (
        <Alert variant="light">{t('breeding.noMounts')}</Alert>
      ) : (
        <>
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ProgressPanel rows={progress} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CaptureZone data={data} lang={lang} />
            </Grid.Col>
          </Grid>
          <OddsPanel lang={lang} mounts={data.mounts} tree={tree} state={pair} onChange={onPair} />
          <Group gap="sm">
            <Text fz="sm" fw={600} id="breeding-filter">
              {t('breeding.filter.label')}
            </Text>
            <ChoiceButtons
              aria-labelledby="breeding-filter"
              value={filter}
              onChange={setFilter}
              data={FILTERS.map((f) => ({ value: f, label: f === 'next' ? `${t('breeding.filter.next')} (${next.size})` : t(`breeding.filter.${f}`) }))}
              data-testid="breeding-filter"
            />
          </Group>
          {shown.length === 0 && <Alert variant="light">{t('breeding.empty')}</Alert>}
          {generations.length > 1 && (
            <Group gap="xs">
              <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)} data-testid="generations-unfold">
                {t('breeding.unfoldAll')}
              </Button>
              <Button variant="subtle" size="compact-sm" onClick={() => setAll(false)} data-testid="generations-fold">
                {t('breeding.foldAll')}
              </Button>
            </Group>
          )}
          {generations.map((generation) => {
            const row = progress.find((p) => p.generation === generation);
            const mounts = shown.filter((m) => m.generation === generation);
            return (
              <GenerationSection
                key={generation}
                generation={generation}
                owned={row?.owned}
                total={row?.total}
                nextCount={mounts.filter((m) => next.has(m.id)).length}
                isOpen={isOpen(generation)}
                onToggle={onFold}
              >
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="xs">
                  {mounts.map((m) => (
                    <MountCard
                      key={m.id}
                      mount={m}
                      lang={lang}
                      male={current.male[m.key] === true}
                      female={current.female[m.key] === true}
                      pairs={next.get(m.id)}
                      nameOf={nameOf}
                      genetons={mountGenetons(m, rules)}
                      onToggle={onToggle}
                      onOdds={onOdds}
                    />
                  ))}
                </SimpleGrid>
              </GenerationSection>
            );
          })}
        </>
      )}
    </Stack>
  );
}
