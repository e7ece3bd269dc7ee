import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import type { CraftToAdd } from '@grimoire/rules';
import { addCrafts, workbenchTargets, type AddingContext } from './add-crafts';

export { workbenchTargets };

/** A notice naming what was added, with a link to the workbench. */
export function showAddedNotice(lang: Language, t: TFunction, message: string): void {
  notifications.show({
    color: 'green',
    withBorder: true,
    message: (
      <>
        {message}{' '}
        <Anchor component={Link} to={localePath(lang, '/tools/workbenchs')} size="sm" data-testid="workbench-open">
          {t('workbench.add.open')}
        </Anchor>
      </>
    ),
  });
}

/**
 * Adds crafts to `target` (a workbench id, `new`, or the current one), then says so, naming the
 * workbench, with a link to it (`message`, else "3 crafts added to your workbench"). Pages that only
 * send to the workbench import this module on the click, with the workbench's strings, through
 * `useSendToWorkbench` (send-to-workbench.ts).
 */
export async function addAndTell(context: AddingContext, lang: Language, crafts: readonly CraftToAdd[], message?: string, target?: string): Promise<void> {
  const added = await addCrafts(context, crafts, target);
  const count = crafts.reduce((sum, craft) => sum + craft.quantity, 0);
  const text = message ?? context.t('workbench.add.done', { count });
  showAddedNotice(lang, context.t, added ? `${text} ${context.t('workbench.add.into', { name: added.name })}` : text);
}
