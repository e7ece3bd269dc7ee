import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { LANGUAGES, switchLanguagePath, type Language } from '../../i18n/languages';

/** Links to the same page and query in each language; the layout remembers the choice in a cookie. */
export function LanguageSwitch({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Group gap={4} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((l) => (
        <Button
          key={l}
          component={Link}
          to={switchLanguagePath(location.pathname, location.search, l)}
          size="compact-sm"
          variant={l === lang ? 'filled' : 'subtle'}
          aria-current={l === lang ? 'true' : undefined}
          lang={l}
          hrefLang={l}
          title={t('language.switchTo', { language: t(`language.${l}`) })}
          data-testid={`lang-${l}`}
        >
          {l.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
