import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';

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

/** "3 crafts added to your workbench", with the link. */
export function showCraftsAdded(lang: Language, t: TFunction, count: number): void {
  showAddedNotice(lang, t, t('workbench.add.done', { count }));
}

/** The workbench could not be saved. */
export function showSaveError(t: TFunction): void {
  notifications.show({ color: 'red', message: t('workbench.errors.save'), withBorder: true });
}
