import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';

interface FooterProps {
  lang: Language;
  /** The data's version; `generatedOn` is its date in the page language (the root loader formats it). */
  version?: { gameVersion: string; generatedOn: string; origin: string };
}

export function Footer({ lang, version }: FooterProps) {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="space-between" gap="xs" py="md" mt="xl" c="dimmed" fz="sm" wrap="wrap">
      <Text fz="sm">{t('footer.disclaimer')}</Text>
      <Group gap="md">
        <Text fz="sm" data-testid="footer-version">
          {version && version.origin !== 'empty' ? t('footer.gameVersion', { version: version.gameVersion, date: version.generatedOn }) : t('footer.emptyData')}
        </Text>
        <Anchor component={Link} to={localePath(lang, '/privacy-policy')} fz="sm">
          {t('menu.privacy')}
        </Anchor>
      </Group>
    </Group>
  );
}
