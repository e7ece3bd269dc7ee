import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { markedName } from '../../ui/LocalizedName';
import type { JobRecipe } from './loader';
import type { PlannerState } from './plan-state';

/** Names listed before "and N more". */
const NAMES_SHOWN = 4;

function names(recipes: readonly JobRecipe[], lang: Language, t: (key: string) => string, more: (names: string, count: number) => string): string {
  const shown = recipes.slice(0, NAMES_SHOWN).map((r) => markedName(r.item, lang, t)).join(', ');
  return recipes.length > NAMES_SHOWN ? more(shown, recipes.length - NAMES_SHOWN) : shown;
}

/** What the plan leaves out and why: recipes of unknown XP ratio, recipes needing boss drops (each can be let in). */
export function LeftOut({ lang, state, recipes }: { lang: Language; state: Pick<PlannerState, 'withUnknownRatios' | 'withBossDrops'>; recipes: readonly JobRecipe[] }) {
  const { t } = useTranslation();
  const unknown = state.withUnknownRatios ? [] : recipes.filter((r) => r.ratioSource === 'unknown');
  const boss = state.withBossDrops ? [] : recipes.filter((r) => r.needsBossDrops && (state.withUnknownRatios || r.ratioSource !== 'unknown'));
  if (unknown.length === 0 && boss.length === 0) return null;
  const more = (shown: string, count: number) => t('jobs-xp.leftOut.more', { names: shown, count });
  return (
    <Alert variant="light" color="gray" data-testid="jobs-xp-left-out">
      <Stack gap={4}>
        {unknown.length > 0 && (
          <Text size="sm" data-testid="jobs-xp-left-out-unknown">
            {t('jobs-xp.leftOut.unknown', { count: unknown.length, names: names(unknown, lang, t, more) })}
          </Text>
        )}
        {boss.length > 0 && (
          <Text size="sm" data-testid="jobs-xp-left-out-boss">
            {t('jobs-xp.leftOut.boss', { count: boss.length, names: names(boss, lang, t, more) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
