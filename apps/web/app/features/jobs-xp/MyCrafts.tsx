import '@mantine/core/styles/Combobox.layer.css';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { LazySelect } from '../../ui/select/LazySelect';
import { simulateCrafts, type CraftXpInput } from '@grimoire/rules';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { LocalizedName, markedName } from '../../ui/LocalizedName';
import type { JobRecipe } from './loader';
import type { PlannerState } from './plan-state';
import { RemoveIconButton } from '../../ui/RemoveIconButton';

/** Why a line gives 0 XP (the job below the recipe, or too far above it), or that its XP is estimated. */
function LineNote({ recipe, xp, level }: { recipe: JobRecipe; xp: number; level: number }) {
  const { t } = useTranslation();
  const text =
    xp === 0
      ? t(recipe.level > level ? 'jobs-xp.mine.noXpAbove' : 'jobs-xp.mine.noXpFar', { recipe: recipe.level, job: level })
      : recipe.ratioSource === 'unknown'
        ? t('jobs-xp.mine.unknownRatio')
        : null;
  return text ? <Text size="xs" c={xp === 0 ? 'orange' : 'dimmed'} data-testid="my-crafts-note">{text}</Text> : null;
}

interface MyCraftsProps {
  lang: Language;
  state: PlannerState;
  recipes: ReadonlyMap<number, JobRecipe>;
  options: Pick<CraftXpInput, 'coef' | 'boosted' | 'boostedMultiplier'>;
  onChange: (crafts: PlannerState['crafts']) => void;
}

/** Crafts added by hand (xp_crafts): the XP each line gives and the level they reach, in order. */
export function MyCrafts({ lang, state, recipes, options, onChange }: MyCraftsProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const choices = useMemo(
    () => [...recipes.values()].map((r) => ({ value: String(r.id), label: `${markedName(r.item, lang, t)} (${t('jobs-xp.steps.recipeLevel', { level: r.level })})` })),
    [recipes, lang, t],
  );
  const lines = state.crafts.flatMap((craft) => {
    const recipe = recipes.get(craft.itemId);
    return recipe ? [{ recipe, quantity: craft.quantity }] : [];
  });
  const outcome = simulateCrafts(state.startXp, lines, options);
  const add = () => {
    const itemId = Number(picked);
    if (!recipes.has(itemId) || quantity < 1) return;
    const existing = state.crafts.find((c) => c.itemId === itemId);
    onChange(existing ? state.crafts.map((c) => (c.itemId === itemId ? { ...c, quantity: c.quantity + quantity } : c)) : [...state.crafts, { itemId, quantity }]);
  };
  return (
    <Stack gap="sm" data-testid="my-crafts">
      <Group align="flex-end" gap="xs">
        <LazySelect
          label={t('jobs-xp.mine.recipe')}
          data={choices}
          value={picked}
          onChange={setPicked}
          searchable
          nothingFoundMessage={t('jobs-xp.mine.nothing')}
          style={{ flex: 1, minWidth: 220 }}
          data-testid="my-crafts-recipe"
        />
        <LazyNumberInput label={t('jobs-xp.mine.quantity')} w={100} min={1} max={100_000} allowDecimal={false} value={quantity} onChange={(v) => setQuantity(typeof v === 'number' && v > 0 ? v : 1)} />
        <Button onClick={add} disabled={!picked} data-testid="my-crafts-add">
          {t('jobs-xp.mine.add')}
        </Button>
      </Group>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">{t('jobs-xp.mine.empty')}</Text>
      ) : (
        <>
          <Badge size="lg" variant="light" data-testid="my-crafts-level">
            {t('jobs-xp.mine.reached', { level: outcome.reachedLevel, xp: outcome.finalXp.toLocaleString(lang) })}
          </Badge>
          <Table verticalSpacing={2}>
            <Table.Tbody>
              {lines.map(({ recipe, quantity: count }, index) => (
                <Table.Tr key={recipe.id}>
                  <Table.Td>
                    <LocalizedName doc={recipe.item} lang={lang} />
                    <LineNote recipe={recipe} xp={outcome.xpPerLine[index]} level={outcome.levelPerLine[index]} />
                  </Table.Td>
                  <Table.Td ta="right">× {count.toLocaleString(lang)}</Table.Td>
                  <Table.Td ta="right">{t('jobs-xp.mine.xp', { xp: outcome.xpPerLine[index].toLocaleString(lang) })}</Table.Td>
                  <Table.Td w={40}>
                    <RemoveIconButton aria-label={t('jobs-xp.mine.remove', { name: markedName(recipe.item, lang, t) })} onClick={() => onChange(state.crafts.filter((c) => c.itemId !== recipe.id))} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
