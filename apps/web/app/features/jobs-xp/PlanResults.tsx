import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { useQuery } from '../../api/queries/queries';
import type { JobPlan } from '@grimoire/rules';
import { IconHammer } from '@tabler/icons-react';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { useSendToWorkbench } from '../workbench';
import { HarvestHint } from './HarvestHint';
import type { JobRecipe } from './loader';
import { ItemCell, PlanSteps, type PlanStepsProps } from './PlanSteps';
import { TableScroll } from '../../ui/TableScroll';

// Charts (recharts) load with the results only, never in another page's first load.
const PlanChart = lazy(() => import('./PlanChart').then((m) => ({ default: m.PlanChart })));

/** The chart's height: its place is kept from the first paint, so nothing moves when it draws. */
const CHART_HEIGHT = 240;

/**
 * Whether to draw the chart: once half of its place is on screen (recharts' first render is ~200 ms
 * on a mid-range phone, which would block a page still becoming usable if done as it loads, for a
 * chart below the fold), and as a transition, so React renders it in slices. It measures its box:
 * never on the server.
 */
function useChartShown(place: RefObject<HTMLElement | null>, hasChart: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || !hasChart || shown) return;
    const show = () => startTransition(() => setShown(true));
    if (typeof IntersectionObserver === 'undefined') return show();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { threshold: 0.5 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [place, hasChart, shown]);
  return shown;
}

function ChartPlaceholder() {
  const { t } = useTranslation();
  return (
    <Box h={CHART_HEIGHT} data-testid="plan-chart-placeholder">
      <Text size="sm" c="dimmed">
        {t('jobs-xp.chart.loading')}
      </Text>
    </Box>
  );
}

/** Raw resources of the whole plan: each step's ingredients × its crafts. */
export function planResources(plan: JobPlan, recipes: ReadonlyMap<number, JobRecipe>): { itemId: number; quantity: number }[] {
  const totals = new Map<number, number>();
  for (const step of plan.steps) {
    for (const { itemId, quantity } of recipes.get(step.recipeId)?.ingredients ?? []) totals.set(itemId, (totals.get(itemId) ?? 0) + quantity * step.crafts);
  }
  return [...totals].map(([itemId, quantity]) => ({ itemId, quantity })).sort((a, b) => b.quantity - a.quantity || a.itemId - b.itemId);
}

/** Rows shown before "Show all": a full plan needs a hundred kinds of resources. */
const RESOURCES_SHOWN = 20;

function Resources({ lang, resources: all }: { lang: Language; resources: { itemId: number; quantity: number }[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const [isAll, setAll] = useState(false);
  const resources = isAll ? all : all.slice(0, RESOURCES_SHOWN);
  const ids = resources.map((r) => r.itemId);
  const items = useQuery({
    queryKey: ['jobs-xp-resources', ids.join(',')],
    queryFn: () => api.findAll('items', { id: { $in: ids.slice(0, 500) }, $select: ['id', 'name', 'img', 'level', 'missingTranslations'] }),
    enabled: typeof window !== 'undefined' && ids.length > 0,
    staleTime: Infinity,
  });
  const byId = new Map((items.data ?? []).map((item) => [item.id, item]));
  return (
    <TableScroll minWidth={280}>
      <Table verticalSpacing={2} data-testid="plan-resources">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('jobs-xp.resources.item')}</Table.Th>
            <Table.Th ta="right">{t('jobs-xp.resources.quantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {resources.map(({ itemId, quantity }) => {
            const item = byId.get(itemId);
            return (
              <Table.Tr key={itemId}>
                <Table.Td>{item ? <ItemCell lang={lang} item={item} /> : <Text size="sm" c="dimmed">…</Text>}</Table.Td>
                <Table.Td ta="right">{quantity.toLocaleString(lang)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {all.length > resources.length && (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)} data-testid="plan-resources-all">
          {t('jobs-xp.resources.showAll', { count: all.length })}
        </Button>
      )}
    </TableScroll>
  );
}

interface PlanResultsProps extends PlanStepsProps {
  onUsePlan: () => void;
}

/** The suggested plan: summary, level chart, steps, resources, and sending it to the workbench. */
export function PlanResults({ lang, plan, harvests, recipes, choices, options, onUsePlan, onSwap, onUnswap }: PlanResultsProps) {
  const { t } = useTranslation();
  const { send: sendCrafts, picker } = useSendToWorkbench(lang);
  const [isSending, setSending] = useState(false);
  const chartPlace = useRef<HTMLDivElement>(null);
  const isChartShown = useChartShown(chartPlace, plan.steps.length > 0);
  const crafts = plan.steps.map((step) => ({ itemId: step.recipeId, quantity: step.crafts }));
  const send = async () => {
    setSending(true);
    // The workbench's writing and strings come with the first click.
    await sendCrafts(crafts, t('jobs-xp.sent', { count: crafts.length }));
    setSending(false);
  };
  return (
    <Stack gap="md" data-testid="plan-results">
      <Group gap="xs">
        <Badge size="lg" variant="light" data-testid="plan-levels">
          {t('jobs-xp.summary.levels', { from: plan.progress[0]?.level ?? 1, to: plan.reachedLevel })}
        </Badge>
        <Badge size="lg" variant="light" data-testid="plan-total">
          {t('jobs-xp.summary.crafts', { count: plan.totalCrafts, value: plan.totalCrafts.toLocaleString(lang) })}
        </Badge>
        <Badge size="lg" variant="outline">{t('jobs-xp.summary.xp', { xp: plan.finalXp.toLocaleString(lang) })}</Badge>
      </Group>
      {plan.isBlocked && (
        <Alert color="orange" data-testid="plan-blocked">
          {t('jobs-xp.blocked', { level: plan.reachedLevel })} <HarvestHint lang={lang} harvests={harvests} belowLevel={plan.reachedLevel + 1} />
        </Alert>
      )}
      <Group gap="xs">
        <Button leftSection={<IconHammer size={16} />} onClick={send} loading={isSending} disabled={crafts.length === 0} data-testid="plan-send">
          {t('jobs-xp.send')}
        </Button>
        {picker}
        <Button variant="light" onClick={onUsePlan} disabled={crafts.length === 0} data-testid="plan-use">
          {t('jobs-xp.usePlan')}
        </Button>
      </Group>
      {plan.steps.length > 0 && (
        <Paper withBorder p="sm" radius="md" ref={chartPlace} data-testid="plan-chart-box">
          {isChartShown ? (
            <Suspense fallback={<ChartPlaceholder />}>
              <PlanChart height={CHART_HEIGHT} points={plan.progress} />
            </Suspense>
          ) : (
            <ChartPlaceholder />
          )}
        </Paper>
      )}
      <PlanSteps lang={lang} plan={plan} harvests={harvests} recipes={recipes} choices={choices} options={options} onSwap={onSwap} onUnswap={onUnswap} />
      {plan.steps.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t('jobs-xp.resources.title')}
          </Title>
          <Resources lang={lang} resources={planResources(plan, recipes)} />
        </Stack>
      )}
    </Stack>
  );
}
