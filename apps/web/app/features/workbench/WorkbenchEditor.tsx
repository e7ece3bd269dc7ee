import { Alert, Loader, Paper, Title } from '@mantine/core';
import { Grid } from '../../ui/grid/Grid';
import { keepPreviousData, useQuery } from '../../api/queries/queries';
import { workbenchPlan } from '@grimoire/rules';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { CraftList } from './CraftList';
import { loadRecipeData, recipeBook, type RecipeData } from './recipe-data';
import { RecipeTree } from './RecipeTree';
import { JobsNeeded, ShoppingList } from './ShoppingList';
import type { WorkbenchContent } from './types';
import type { WorkbenchChange } from './use-workbench';
import { WorkbenchEmpty } from './WorkbenchEmpty';

/** Recipes and sources of the crafts' whole tree; the loader's copy serves the first render. */
export function useRecipeData(itemIds: readonly number[], initial?: { key: string; data: RecipeData }) {
  const api = useApi();
  const key = [...new Set(itemIds)].sort((a, b) => a - b).join(',');
  return useQuery({
    queryKey: ['workbench-recipes', key],
    queryFn: () => loadRecipeData(api, key ? key.split(',').map(Number) : []),
    enabled: typeof window !== 'undefined' || initial?.key === key,
    initialData: initial?.key === key ? initial.data : undefined,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export const recipeDataKey = (content: Pick<WorkbenchContent, 'items'>) =>
  [...new Set(content.items.map((craft) => craft.itemId))].sort((a, b) => a - b).join(',');

interface EditorProps {
  lang: Language;
  content: WorkbenchContent;
  onChange?: (change: WorkbenchChange) => void;
  initialData?: { key: string; data: RecipeData };
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Crafts, recipe tree, jobs and shopping list of one workbench; read only without `onChange`. */
export function WorkbenchEditor({ lang, content, onChange, initialData }: EditorProps) {
  const { t } = useTranslation();
  const recipes = useRecipeData(content.items.map((craft) => craft.itemId), initialData);
  const data = recipes.data;
  const plan = useMemo(
    () => (data ? workbenchPlan({ crafts: content.items, recipes: recipeBook(data), hiddenSubRecipes: content.hiddenSubRecipes, held: content.currentQuantities }) : null),
    [data, content.items, content.hiddenSubRecipes, content.currentQuantities],
  );
  if (content.items.length === 0) return <WorkbenchEmpty lang={lang} />;
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Section title={t('workbench.crafts.title')}>
          <CraftList lang={lang} content={content} data={data} onChange={onChange} />
        </Section>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Section title={t('workbench.jobs.title')}>{plan && data ? <JobsNeeded lang={lang} plan={plan} data={data} /> : <Loader size="sm" />}</Section>
      </Grid.Col>
      <Grid.Col span={12}>
        {recipes.isError && <Alert color="red">{t('errors.workbenchFetch')}</Alert>}
        <Section title={t('workbench.shopping.title')} testId="shopping-section">
          {plan && data ? <ShoppingList lang={lang} plan={plan} data={data} onChange={onChange} /> : <Loader size="sm" aria-label={t('workbench.loading')} />}
        </Section>
      </Grid.Col>
      <Grid.Col span={12}>
        <Section title={t('workbench.tree.title')}>
          {data ? <RecipeTree lang={lang} content={content} data={data} onChange={onChange} /> : <Loader size="sm" aria-label={t('workbench.loading')} />}
        </Section>
      </Grid.Col>
    </Grid>
  );
}
