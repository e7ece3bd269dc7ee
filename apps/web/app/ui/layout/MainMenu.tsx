import { Divider, NavLink, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { pathWithoutLang } from '../../lib/meta';
import { shownEntries, type MenuEntry } from './menu-entries';

const SHOWN_ENTRIES = shownEntries();

export interface MainMenuProps {
  lang: Language;
  betaSiteUrl: string;
  stableSiteUrl: string;
  onNavigate?: () => void;
}

function isActive(current: string, path: string | undefined): boolean {
  return !!path && (current === path || current.startsWith(`${path}/`));
}

/** The site menu, used both in the desktop sidebar and in the mobile drawer. */
export function MainMenu({ lang, betaSiteUrl, stableSiteUrl, onNavigate }: MainMenuProps) {
  const { t } = useTranslation();
  const current = pathWithoutLang(useLocation().pathname);
  const renderEntry = (entry: MenuEntry) =>
    entry.children ? (
      <NavLink
        key={entry.key}
        component="button"
        label={t(`menu.${entry.key}`)}
        defaultOpened={entry.children.some((child) => isActive(current, child.path))}
        childrenOffset="md"
      >
        {entry.children.map(renderEntry)}
      </NavLink>
    ) : (
      <NavLink
        key={entry.key}
        component={Link}
        to={localePath(lang, entry.path ?? '/')}
        label={t(`menu.${entry.key}`)}
        active={isActive(current, entry.path)}
        onClick={onNavigate}
      />
    );
  return (
    <Stack gap={0} component="nav" aria-label={t('menu.main')}>
      {SHOWN_ENTRIES.map(renderEntry)}
      <Divider my="xs" />
      {betaSiteUrl && <NavLink component="a" href={betaSiteUrl} label={t('menu.betaSite')} />}
      {stableSiteUrl && <NavLink component="a" href={stableSiteUrl} label={t('menu.stableSite')} />}
      <NavLink
        component={Link}
        to={localePath(lang, '/privacy-policy')}
        label={t('menu.privacy')}
        active={current === '/privacy-policy'}
        onClick={onNavigate}
      />
    </Stack>
  );
}
