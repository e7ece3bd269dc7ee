import '@mantine/core/styles/Combobox.layer.css';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import {
  recipesGivingXpAt,
  type CraftXpInput,
  type JobPlan,
  type PlanGap,
  type PlanStep,
  type RecipeSwap,
} from '@grimoire/rules';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { localePath, type Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { FrMark, localized, markedName } from '../../ui/LocalizedName';
import { LazySelect } from '../../ui/select/LazySelect';
import { TableScroll } from '../../ui/TableScroll';
import { HarvestHint } from './HarvestHint';
import type { JobHarvest, JobRecipe, RecipeItem } from './loader';

/** Choices offered when swapping a step: the best ones at its first level. */
const SWAP_CHOICES = 60;

export type XpOptions = Pick<CraftXpInput, 'coef' | 'boosted' | 'boostedMultiplier'> & {
  strategy: 'xp' | 'resources';
};

export function ItemCell({
  lang,
  item,
}: {
  lang: Language;
  item: Pick<RecipeItem, 'id' | 'name' | 'img' | 'missingTranslations'>;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <GameImage img={item.img} alt="" size={24} />
      {/* Inline, not a flex row: a long name wraps between words and its language mark follows it. */}
      <span style={{ minWidth: 0, overflowWrap: 'break-word' }}>
        <Anchor component={Link} size="sm" to={localePath(lang, `/database/object/${item.id}`)}>
          {localized(item.name, lang)}
        </Anchor>{' '}
        <FrMark doc={item} lang={lang} />
      </span>
    </Group>
  );
}

/** The marks of a recipe the plan only takes when asked: unknown XP ratio, boss drops. */
export function RecipeMarks({ recipe }: { recipe: Pick<JobRecipe, 'ratioSource' | 'needsBossDrops'> }) {
  const { t } = useTranslation();
  return (
    <>
      {recipe.ratioSource === 'unknown' && (
        <Badge
          size="xs"
          color="orange"
          variant="light"
          title={t('jobs-xp.steps.unknownRatioTitle')}
          data-testid="recipe-unknown-ratio"
        >
          {t('jobs-xp.steps.unknownRatio')}
        </Badge>
      )}
      {recipe.needsBossDrops && (
        <Badge
          size="xs"
          color="grape"
          variant="light"
          title={t('jobs-xp.steps.bossDropsTitle')}
          data-testid="recipe-boss-drops"
        >
          {t('jobs-xp.steps.bossDrops')}
        </Badge>
      )}
    </>
  );
}

interface SwapProps {
  lang: Language;
  step: PlanStep;
  choices: readonly JobRecipe[];
  options: XpOptions;
  onSwap: (swap: RecipeSwap) => void;
}

/** The searchable list of the recipes giving XP at the step's first level, its XP per craft beside each. */
function SwapPicker({ lang, step, choices, options, onSwap }: SwapProps) {
  const { t } = useTranslation();
  const data = useMemo(
    () =>
      recipesGivingXpAt(choices, step.fromLevel, options)
        .filter(({ recipe }) => recipe.id !== step.recipeId)
        .slice(0, SWAP_CHOICES)
        .map(({ recipe, xp }) => {
          const item = (recipe as JobRecipe).item;
          return {
            value: String(recipe.id),
            label: t('jobs-xp.steps.swapOption', {
              name: markedName(item, lang, t),
              level: recipe.level,
              xp: xp.toLocaleString(lang),
            }),
          };
        }),
    [choices, step, options, lang, t],
  );
  return (
    <LazySelect
      aria-label={t('jobs-xp.steps.swapLabel', { from: step.fromLevel, to: step.toLevel })}
      placeholder={t('jobs-xp.steps.swapLabel', { from: step.fromLevel, to: step.toLevel })}
      data={data}
      value={null}
      onChange={(value) =>
        value && onSwap({ fromLevel: step.fromLevel, toLevel: step.toLevel, recipeId: Number(value) })
      }
      searchable
      size="xs"
      // Wider than the cell: each choice reads in full on a phone.
      comboboxProps={{ width: 280, position: 'bottom-start' }}
      nothingFoundMessage={t('jobs-xp.steps.swapNothing')}
      data-testid="plan-step-swap-select"
    />
  );
}

/** Rows in the order of their first level: the steps, and the gaps between them. */
const byLevel = (rows: { level: number; row: ReactNode }[]) =>
  rows.sort((a, b) => a.level - b.level).map((entry) => entry.row);

export interface PlanStepsProps {
  lang: Language;
  plan: JobPlan;
  harvests: readonly JobHarvest[];
  recipes: ReadonlyMap<number, JobRecipe>;
  /** The recipes a swap may pick (those the plan may pick). */
  choices: readonly JobRecipe[];
  options: XpOptions;
  onSwap: (swap: RecipeSwap) => void;
  onUnswap: (step: PlanStep) => void;
}

/** The plan's steps: levels, recipe (with its marks and a way to swap it), crafts and XP per craft; fits a 390 px phone. */
export function PlanSteps({
  lang,
  plan,
  harvests,
  recipes,
  choices,
  options,
  onSwap,
  onUnswap,
}: PlanStepsProps) {
  const { t } = useTranslation();
  const [swapping, setSwapping] = useState<number | null>(null);
  const gapRow = (gap: PlanGap) => (
    <Table.Tr key={`gap-${gap.fromLevel}`} data-testid="plan-gap">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {t('jobs-xp.steps.range', { from: gap.fromLevel, to: gap.toLevel })}
      </Table.Td>
      <Table.Td colSpan={3}>
        <Stack gap={2}>
          <Text size="sm">{t('jobs-xp.steps.gap', { level: gap.toLevel })}</Text>
          <HarvestHint lang={lang} harvests={harvests} belowLevel={gap.toLevel} />
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
  const stepRow = (step: PlanStep, index: number) => {
    const recipe = recipes.get(step.recipeId);
    return (
      <Table.Tr
        key={`${step.recipeId}-${step.fromLevel}`}
        data-testid="plan-step"
        data-swapped={step.isSwapped ? 'true' : undefined}
      >
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {t('jobs-xp.steps.range', { from: step.fromLevel, to: step.toLevel })}
        </Table.Td>
        <Table.Td>
          <Stack gap={2}>
            {recipe && <ItemCell lang={lang} item={recipe.item} />}
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                {t('jobs-xp.steps.recipeLevel', { level: recipe?.level ?? '?' })}
              </Text>
              {recipe && <RecipeMarks recipe={recipe} />}
              {step.isSwapped && (
                <Badge size="xs" variant="outline">
                  {t('jobs-xp.steps.swapped')}
                </Badge>
              )}
              {step.isSwapped ? (
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => onUnswap(step)}
                  data-testid="plan-step-unswap"
                >
                  {t('jobs-xp.steps.unswap')}
                </Button>
              ) : (
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => setSwapping(swapping === index ? null : index)}
                  aria-expanded={swapping === index}
                  aria-label={t('jobs-xp.steps.swapLabel', { from: step.fromLevel, to: step.toLevel })}
                  data-testid="plan-step-swap"
                >
                  {t('jobs-xp.steps.swap')}
                </Button>
              )}
            </Group>
            {swapping === index && !step.isSwapped && (
              <SwapPicker
                lang={lang}
                step={step}
                choices={choices}
                options={options}
                onSwap={(swap) => {
                  setSwapping(null);
                  onSwap(swap);
                }}
              />
            )}
          </Stack>
        </Table.Td>
        <Table.Td ta="right">{step.crafts.toLocaleString(lang)}</Table.Td>
        <Table.Td ta="right">{step.xpPerCraft.toLocaleString(lang)}</Table.Td>
      </Table.Tr>
    );
  };
  return (
    <TableScroll minWidth={320}>
      <Table verticalSpacing={4} horizontalSpacing={6} fz="sm" data-testid="plan-steps">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('jobs-xp.steps.levels')}</Table.Th>
            <Table.Th>{t('jobs-xp.steps.recipe')}</Table.Th>
            <Table.Th ta="right">{t('jobs-xp.steps.crafts')}</Table.Th>
            <Table.Th ta="right">{t('jobs-xp.steps.xpPerCraft')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {byLevel([
            ...plan.steps.map((step, index) => ({ level: step.fromLevel, row: stepRow(step, index) })),
            ...plan.gaps.map((gap) => ({ level: gap.fromLevel, row: gapRow(gap) })),
          ])}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
