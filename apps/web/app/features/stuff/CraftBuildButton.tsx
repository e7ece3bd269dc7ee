import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHammer } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { showSaveError, useSendToWorkbench } from '../workbench';

/** Crafts of a build: one per craftable worn item (two of the same ring count twice). */
export function buildCrafts(wornIds: readonly number[], craftable: ReadonlySet<number>): { itemId: number; quantity: number }[] {
  const counts = new Map<number, number>();
  for (const id of wornIds) if (craftable.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([itemId, quantity]) => ({ itemId, quantity }));
}

/**
 * "Craft this build" on a saved stuff: every craftable item it wears added to the workbench in one
 * click. The workbench's writing and strings (~5 KiB gzip) are fetched on the click, as on an item
 * page (workbench/send-to-workbench.ts): most readers of a stuff never press it.
 */
export function CraftBuildButton({ lang, wornIds }: { lang: Language; wornIds: readonly number[] }) {
  const { t } = useTranslation();
  const { send, picker, context } = useSendToWorkbench(lang);
  const [isAdding, setAdding] = useState(false);
  const craft = async () => {
    setAdding(true);
    try {
      const ids = [...new Set(wornIds)];
      const recipes = ids.length ? await context.api.findAll('recipes', { resultId: { $in: ids }, $select: ['id', 'resultId'] }) : [];
      const crafts = buildCrafts(wornIds, new Set(recipes.map((recipe) => recipe.resultId)));
      if (crafts.length === 0) {
        notifications.show({ message: t('stuff.craftBuild.nothing'), withBorder: true });
        return;
      }
      await send(crafts, t('stuff.craftBuild.done', { count: crafts.length }));
    } catch {
      showSaveError(t);
    } finally {
      setAdding(false);
    }
  };
  return (
    <>
      <Button variant="light" leftSection={<IconHammer size={16} />} onClick={craft} loading={isAdding} disabled={wornIds.length === 0} data-testid="craft-build">
        {t('stuff.craftBuild.button')}
      </Button>
      {picker}
    </>
  );
}
