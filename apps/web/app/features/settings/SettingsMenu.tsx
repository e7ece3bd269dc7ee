import { ActionIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { loadOnFirstUse } from '../../ui/LoadOnFirstUse';

const SettingsPopover = loadOnFirstUse(() => import('./SettingsPopover'));

/** The header's settings button; its switches load on the first click (they are rarely opened). */
export function SettingsMenu(_props: { lang: Language }) {
  const { t } = useTranslation();
  return (
    <SettingsPopover
      placeholder={(open, prefetch) => (
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('settings.open')}
          data-testid="settings-menu"
          onClick={open}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <IconSettings size={18} />
        </ActionIcon>
      )}
    />
  );
}
