import { Box, Button } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The header's account button: "Sign in" for guests, the username for users. The same button is the
 * placeholder before the menu loads (AccountMenu) and the menu's target once loaded (AccountDropdown).
 */
export const AccountButton = forwardRef<
  HTMLButtonElement,
  { username?: string } & ComponentPropsWithoutRef<'button'>
>(function AccountButton({ username, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <Button
      ref={ref}
      variant="default"
      leftSection={<IconUser size={16} />}
      aria-label={t('menu.account')}
      data-testid="account-menu"
      px="xs"
      {...props}
    >
      {username ? (
        <Box visibleFrom="sm" data-testid="account-username">
          {username}
        </Box>
      ) : (
        <Box visibleFrom="sm">{t('menu.signin')}</Box>
      )}
    </Button>
  );
});
