import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';

/** Guests read the boards; this invites them to sign in and come back to the same board. */
export function SignInToWrite({ lang, messageKey }: { lang: Language; messageKey: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Text size="sm" data-testid="board-signin">
      <Anchor component={Link} to={`${localePath(lang, '/signin')}?redirect=${encodeURIComponent(pathname + search)}`}>
        {t(messageKey)}
      </Anchor>
    </Text>
  );
}
