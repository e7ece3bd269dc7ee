import '@mantine/core/styles/Combobox.layer.css';
import { Alert, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Grid } from '../../ui/grid/Grid';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { LazySelect } from '../../ui/select/LazySelect';
import { JOB_MAX_LEVEL, jobLevelForXp, jobXpForLevel, type PlanStep, type RecipeSwap } from '@grimoire/rules';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { AlmanaxDays as AlmanaxDaysAlways } from './AlmanaxDays';
import type { JobsXpData } from './loader';
import { planFor, planKey, plannableRecipes, type InitialPlan } from './plan-for';
import { LeftOut } from './LeftOut';
import { XpModel } from './XpModel';
import { unpackRecipeBook, type PackedRecipeBook } from './recipe-book';
import { MyCrafts as MyCraftsAlways } from './MyCrafts';
import { NumberField } from './NumberField';
import { saveToStorage, searchFromState, searchFromStorage, stateFromSearch, type PlannerState } from './plan-state';
import { PlanResults as PlanResultsAlways } from './PlanResults';

// The page re-renders on every keystroke of its settings; these only when their own props change.
const PlanResults = memo(PlanResultsAlways);
const MyCrafts = memo(MyCraftsAlways);
const AlmanaxDays = memo(AlmanaxDaysAlways);

interface JobsXpPageProps extends Omit<JobsXpData, 'recipes'> {
  lang: Language;
  today: string;
  recipeBook: PackedRecipeBook;
  initialPlan: InitialPlan;
}

/** `tools/jobs-xp`: the crafts that take a job from one level to another; the whole state is in the URL. */
export function JobsXpPage({ lang, today, jobs, recipeBook, initialPlan, almanax, harvests, ratioGroups, sourceXpTable }: JobsXpPageProps) {
  const { t } = useTranslation();
  const recipes = useMemo(() => unpackRecipeBook(recipeBook, lang), [recipeBook, lang]);
  const [params, setParams] = useSearchParams();
  const urlSearch = params.toString() ? `?${params.toString()}` : '';
  // The page's own state is the source of truth while typing (URL updates are transitions and
  // would drop a keystroke made before they land); the URL and local storage follow it.
  const [state, setLocal] = useState(() => stateFromSearch(params));
  // Every address this page wrote itself: router updates land late and out of order, and none of
  // them may undo a newer change (addresses are replaced, so back/forward never returns to them).
  const written = useRef(new Set([urlSearch]));
  const lastWritten = useRef(urlSearch);
  // An address with settings is the plan; only a bare one waits for the copy kept in this browser.
  const [isRestored, setRestored] = useState(urlSearch !== '');
  useEffect(() => {
    // A bare address restores the last plan kept in this browser.
    if (urlSearch !== '') return;
    const saved = searchFromStorage(window.localStorage);
    if (saved) setLocal(stateFromSearch(new URLSearchParams(saved)));
    setRestored(true);
    // Only on arrival: later bare addresses are this page's own writes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // A link to another plan (the address was not written here): the URL wins.
    if (written.current.has(urlSearch)) return;
    written.current.add(urlSearch);
    lastWritten.current = urlSearch;
    setLocal(stateFromSearch(new URLSearchParams(urlSearch)));
  }, [urlSearch]);
  useEffect(() => {
    if (!isRestored) return;
    saveToStorage(window.localStorage, state);
    const search = searchFromState(state);
    if (search === lastWritten.current) return;
    lastWritten.current = search;
    written.current.add(search);
    setParams(new URLSearchParams(search), { replace: true, preventScrollReset: true });
  }, [state, isRestored, setParams]);
  const setState = useCallback((change: Partial<PlannerState>) => setLocal((previous) => ({ ...previous, ...change })), []);

  const byId = useMemo(() => new Map(recipes.map((recipe) => [recipe.id, recipe])), [recipes]);
  const options = useMemo(() => ({ coef: state.coef, boosted: state.boosted, boostedMultiplier: state.multiplier }), [state.coef, state.boosted, state.multiplier]);
  const swapOptions = useMemo(() => ({ ...options, strategy: state.strategy }), [options, state.strategy]);
  const choices = useMemo(() => plannableRecipes(state, recipes), [state.withUnknownRatios, state.withBossDrops, recipes]); // eslint-disable-line react-hooks/exhaustive-deps -- reads only these two settings
  // A swap replaces the player's earlier choices over the same levels; undoing it removes them.
  const overlapsOut = (swaps: RecipeSwap[], from: number, to: number) => swaps.filter((s) => s.toLevel <= from || s.fromLevel >= to);
  const swap = useCallback((choice: RecipeSwap) => setLocal((previous) => ({ ...previous, swaps: [...overlapsOut(previous.swaps, choice.fromLevel, choice.toLevel), choice] })), []);
  const unswap = useCallback((step: PlanStep) => setLocal((previous) => ({ ...previous, swaps: overlapsOut(previous.swaps, step.fromLevel, step.toLevel) })), []);
  const key = planKey(state);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names every setting the plan reads
  const plan = useMemo(() => (key === initialPlan.key ? initialPlan.plan : planFor(state, recipes)), [key, initialPlan, recipes]);
  const adoptPlan = useCallback(() => plan && setState({ crafts: plan.steps.map((s) => ({ itemId: s.recipeId, quantity: s.crafts })) }), [plan, setState]);
  const setCrafts = useCallback((crafts: PlannerState['crafts']) => setState({ crafts }), [setState]);
  const startLevel = jobLevelForXp(state.startXp);
  const jobOptions = jobs.map((job) => ({ value: String(job.id), label: localized(job.name, lang) })).sort((a, b) => a.label.localeCompare(b.label, lang));

  return (
    <Stack gap="md" data-testid="jobs-xp-page">
      <Title order={1}>{t('jobs-xp.title')}</Title>
      <Text c="dimmed">{t('jobs-xp.intro')}</Text>
      <Paper withBorder p="sm" radius="md">
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <LazySelect label={t('jobs-xp.form.job')} placeholder={t('jobs-xp.form.pickJob')} data={jobOptions} value={state.job === null ? null : String(state.job)} onChange={(value) => setState({ job: value ? Number(value) : null, crafts: [], swaps: [] })} searchable data-testid="jobs-xp-job" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <NumberField label={t('jobs-xp.form.fromLevel')} min={1} max={JOB_MAX_LEVEL - 1} value={startLevel} onValue={(level) => setState({ startXp: jobXpForLevel(level) })} data-testid="jobs-xp-from" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <NumberField label={t('jobs-xp.form.fromXp')} min={0} max={jobXpForLevel(JOB_MAX_LEVEL)} thousandSeparator=" " value={state.startXp} onValue={(startXp) => setState({ startXp })} data-testid="jobs-xp-xp" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <NumberField label={t('jobs-xp.form.toLevel')} min={2} max={JOB_MAX_LEVEL} value={state.toLevel} onValue={(toLevel) => setState({ toLevel })} data-testid="jobs-xp-to" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <NumberField label={t('jobs-xp.form.coef')} suffix=" %" min={1} max={1000} value={state.coef} onValue={(coef) => setState({ coef })} data-testid="jobs-xp-coef" />
          </Grid.Col>
          <Grid.Col span={12}>
            <Group gap="md" align="center">
              <Switch label={t('jobs-xp.form.boosted')} checked={state.boosted} onChange={(e) => setState({ boosted: e.currentTarget.checked })} data-testid="jobs-xp-boosted" />
              {state.boosted && (
                <NumberField aria-label={t('jobs-xp.form.multiplier')} prefix="× " w={90} min={1} max={10} value={state.multiplier} onValue={(multiplier) => setState({ multiplier })} />
              )}
              <ChoiceButtons
                aria-label={t('jobs-xp.form.strategy')}
                value={state.strategy}
                onChange={(strategy) => setState({ strategy })}
                data={[
                  { value: 'xp', label: t('jobs-xp.form.fewestCrafts') },
                  { value: 'resources', label: t('jobs-xp.form.fewestResources') },
                ]}
              />
            </Group>
          </Grid.Col>
          <Grid.Col span={12}>
            <Group gap="md">
              <Switch label={t('jobs-xp.form.withUnknownRatios')} checked={state.withUnknownRatios} onChange={(e) => setState({ withUnknownRatios: e.currentTarget.checked })} data-testid="jobs-xp-unknown" />
              <Switch label={t('jobs-xp.form.withBossDrops')} checked={state.withBossDrops} onChange={(e) => setState({ withBossDrops: e.currentTarget.checked })} data-testid="jobs-xp-boss" />
            </Group>
          </Grid.Col>
        </Grid>
      </Paper>
      {state.job === null || !plan ? (
        <Alert variant="light" data-testid="jobs-xp-empty">
          {state.job === null ? t('jobs-xp.pickJob') : t('jobs-xp.noRecipe')}
        </Alert>
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="md">
              <LeftOut lang={lang} state={state} recipes={recipes} />
              <PlanResults lang={lang} plan={plan} harvests={harvests} recipes={byId} choices={choices} options={swapOptions} onUsePlan={adoptPlan} onSwap={swap} onUnswap={unswap} />
              <Paper withBorder p="sm" radius="md">
                <XpModel lang={lang} groups={ratioGroups} sourceTable={sourceXpTable} />
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md">
              <Paper withBorder p="sm" radius="md">
                <Title order={2} size="h4" mb="xs">
                  {t('jobs-xp.mine.title')}
                </Title>
                <MyCrafts lang={lang} state={state} recipes={byId} options={options} onChange={setCrafts} />
              </Paper>
              <Paper withBorder p="sm" radius="md">
                <Title order={2} size="h4" mb="xs">
                  {t('jobs-xp.almanax.title')}
                </Title>
                <AlmanaxDays lang={lang} days={almanax} today={today} />
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
