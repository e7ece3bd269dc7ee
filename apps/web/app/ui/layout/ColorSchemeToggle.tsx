import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Light/dark switch; Mantine keeps the choice in local storage and applies it before paint. The
 * markup is the same in both schemes (CSS shows one icon per scheme): the server cannot know the
 * stored choice, and a render that depends on it would not match the server's HTML (React #418).
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
      aria-label={t('theme.toggle')}
      title={t('theme.toggle')}
      data-testid="color-scheme-toggle"
    >
      <Box component="span" lh={0} darkHidden>
        <IconMoon size={18} />
      </Box>
      <Box component="span" lh={0} lightHidden>
        <IconSun size={18} />
      </Box>
    </ActionIcon>
  );
}
