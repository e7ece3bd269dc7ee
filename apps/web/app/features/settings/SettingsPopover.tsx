import { ActionIcon, Popover, Stack, Switch, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { CONFIG_FLAGS, useConfigFlags } from './flags';

/**
 * The config flags (spec §3) as switches; they persist in local storage and follow other tabs.
 * Loaded on the first click of the settings button (`SettingsMenu`), then opened at once.
 */
export default function SettingsPopover({ defaultOpened }: { defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const flags = useConfigFlags();
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow trapFocus defaultOpened={defaultOpened}>
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('settings.open')} data-testid="settings-menu">
          <IconSettings size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid="settings-dropdown">
        <Stack gap="sm">
          <Text fw={600}>{t('settings.title')}</Text>
          {CONFIG_FLAGS.map((flag) => (
            <Switch
              key={flag}
              checked={flags[flag]}
              onChange={(event) => flags.setFlag(flag, event.currentTarget.checked)}
              label={t(`settings.flags.${flag}.label`)}
              description={t(`settings.flags.${flag}.description`)}
              data-testid={`flag-${flag}`}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
