import { Box, Button } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { loadOnFirstUse } from '../../ui/LoadOnFirstUse';
import { RememberLastPage } from '../back/RememberLastPage';
import { SessionGuard } from './SessionGuard';
import { useSession } from './use-session';

const AccountDropdown = loadOnFirstUse(() => import('./AccountDropdown'));

/** The header's account slot: the session guard (spec §4), the last-page memo (spec §2 back) and the menu. */
export function AccountMenu({ lang }: { lang: Language }) {
  return (
    <>
      <SessionGuard />
      <RememberLastPage />
      <AccountMenuButton lang={lang} />
    </>
  );
}

/** The account button: "Sign in" for guests, the username for users; its menu loads on the first click. */
function AccountMenuButton({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <AccountDropdown
      lang={lang}
      placeholder={(open, prefetch) => (
        <Button
          variant="default"
          leftSection={<IconUser size={16} />}
          aria-label={t('menu.account')}
          data-testid="account-menu"
          px="xs"
          onClick={open}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          {user ? (
            <Box visibleFrom="sm" data-testid="account-username">
              {user.username}
            </Box>
          ) : (
            <Box visibleFrom="sm">{t('menu.signin')}</Box>
          )}
        </Button>
      )}
    />
  );
}
