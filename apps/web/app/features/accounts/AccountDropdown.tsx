import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconLogin,
  IconLogout,
  IconShieldLock,
  IconStar,
  IconSword,
  IconUserPlus,
  IconUsers,
  IconBriefcase,
} from '@tabler/icons-react';
import { useQuery } from '../../api/queries/queries';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../api/use-api';
import { localePath, type Language } from '../../i18n/languages';
import { canUseBackOffice } from '../back-office';
import { useSelectedCharacter } from '../characters';
import { AccountButton } from './AccountButton';
import { useSession, useSessionActions } from '../../session/use-session';

function useReputation(userId: string | number | undefined, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['session', String(userId ?? ''), 'reputation'],
    queryFn: async () => (await api.find('reputation-points')).total,
    enabled,
  });
}

/**
 * The connected menu (spec §1): sign-in links for guests; account, characters, stuffs, logout for
 * users. Loaded on the first click of the account button (`AccountMenu`), then opened at once.
 */
export default function AccountDropdown({
  lang,
  defaultOpened,
}: {
  lang: Language;
  defaultOpened?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const here = `${location.pathname}${location.search}`;
  const redirect = `?redirect=${encodeURIComponent(here)}`;
  if (!session.user) {
    return (
      <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
        <Menu.Target>
          <AccountButton />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={localePath(lang, '/signin') + redirect}
            leftSection={<IconLogin size={16} />}
            data-testid="menu-signin"
          >
            {t('menu.signin')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={localePath(lang, '/signup') + redirect}
            leftSection={<IconUserPlus size={16} />}
            data-testid="menu-signup"
          >
            {t('menu.signup')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }
  return <ConnectedMenu lang={lang} defaultOpened={defaultOpened} />;
}

function ConnectedMenu({ lang, defaultOpened }: { lang: Language; defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { logout } = useSessionActions();
  const reputation = useReputation(user?._id, !!user);
  const { character: selected } = useSelectedCharacter();
  const onLogout = async () => {
    await logout();
    notifications.show({ message: t('accounts.loggedOut') });
  };
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountButton username={user?.username} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('accounts.signedInAs', { username: user?.username })}</Menu.Label>
        <Menu.Item
          component={Link}
          to={localePath(lang, '/my-characters')}
          leftSection={<IconSword size={16} />}
          data-testid="menu-selected-character"
        >
          {selected ? t('accounts.selectedCharacter', { name: selected.name }) : t('accounts.noCharacter')}
        </Menu.Item>
        <Menu.Label data-testid="menu-reputation">
          <IconStar size={12} aria-hidden />{' '}
          {reputation.data === undefined
            ? t('accounts.reputationUnknown')
            : t('accounts.reputation', { total: reputation.data })}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={localePath(lang, '/my-characters')}
          leftSection={<IconUsers size={16} />}
          data-testid="menu-my-characters"
        >
          {t('menu.myCharacters')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`${localePath(lang, '/tools/stuffs')}?me=true`}
          leftSection={<IconBriefcase size={16} />}
          data-testid="menu-my-stuffs"
        >
          {t('menu.myStuffs')}
        </Menu.Item>
        {canUseBackOffice(user) && (
          <Menu.Item
            component={Link}
            to={localePath(lang, '/back')}
            leftSection={<IconShieldLock size={16} />}
            data-testid="menu-back"
          >
            {t('accounts.backOffice')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          onClick={() => void onLogout()}
          leftSection={<IconLogout size={16} />}
          color="red"
          data-testid="menu-logout"
        >
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
