import { Box, Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { data, Link, Outlet, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/layout';
import { loadLanguage } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage, LANG_COOKIE, ROUTE_ROOTS, type Language } from '../i18n/languages';
import { preferenceCookie, readCookie, setBrowserCookie } from '../lib/cookies';
import { useRootData } from '../root';
import { ChunkLoadWatchdog } from '../ui/layout/ChunkLoadWatchdog';
import { ColorSchemeToggle } from '../ui/layout/ColorSchemeToggle';
import { Footer } from '../ui/layout/Footer';
import { AccountMenu, HeaderSearch, SettingsMenu } from '../ui/layout/header-slots';
import { LanguageSwitch } from '../ui/layout/LanguageSwitch';
import { MainMenu } from '../ui/layout/MainMenu';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** The phones' menu drawer loads on the first tap of the burger (see MobileMenuDrawer). */
const MobileMenuDrawer = lazy(() => import('../ui/layout/MobileMenuDrawer'));

/**
 * Every page lives under `/:lang?`. A path without a language redirects (302) to the same path and
 * query in the stored language, else French; an unknown language segment is a 404.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (isLanguage(params.lang)) {
    return data({ lang: params.lang }, { headers: { 'Set-Cookie': preferenceCookie(LANG_COOKIE, params.lang) } });
  }
  const first = url.pathname.split('/').filter(Boolean)[0];
  if (params.lang === undefined || (first !== undefined && ROUTE_ROOTS.has(first))) {
    const stored = readCookie(request.headers.get('Cookie'), LANG_COOKIE);
    const lang = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
    throw redirect(`/${lang}${url.pathname === '/' ? '' : url.pathname}${url.search}`);
  }
  throw data('notFound.text', { status: 404 });
}

/** A switch to a language whose strings are not loaded yet fetches them (one chunk) alongside the server data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), isLanguage(params.lang) ? loadLanguage(params.lang) : undefined]);
  return data;
}

export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang || (!!formMethod && defaultShouldRevalidate);
}

export default function LangLayout({ loaderData }: Route.ComponentProps) {
  const lang: Language = loaderData.lang;
  const { t } = useTranslation();
  const root = useRootData();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  // A page answered from a cache (ours or a CDN's) sets no cookie: the browser stores the language read.
  useEffect(() => {
    if (readCookie(document.cookie, LANG_COOKIE) !== lang) setBrowserCookie(LANG_COOKIE, lang);
  }, [lang]);
  const menuProps = {
    lang,
    betaSiteUrl: root?.publicConfig.betaSiteUrl ?? '',
    stableSiteUrl: root?.publicConfig.stableSiteUrl ?? '',
  };
  return (
    // The frame of Mantine's AppShell, drawn by CSS alone (`.app-*` in ui/global.css): the component
    // computes its media styles in the browser, ~3 KiB gzip of script in the first load of every page.
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {/* `right-scroll-bar-position`: the header keeps its place when a modal locks the page's scroll. */}
      <header className="app-header right-scroll-bar-position">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={() => {
                setDrawerWanted(true);
                toggle();
              }}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? t('menu.close') : t('menu.open')}
              data-testid="menu-burger"
            />
            <Text component={Link} to={`/${lang}`} fw={700} fz="lg" td="none" c="inherit">
              {t('app.name')}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <HeaderSearch lang={lang} />
            <LanguageSwitch lang={lang} />
            <SettingsMenu lang={lang} />
            <ColorSchemeToggle />
            <AccountMenu lang={lang} />
          </Group>
        </Group>
      </header>
      <Box component="nav" className="app-navbar" visibleFrom="md">
        {/* A native scroll box: Mantine's ScrollArea would bring floating-ui into every first load. */}
        <div style={{ overflowY: 'auto', minHeight: 0 }}>
          <MainMenu {...menuProps} />
        </div>
      </Box>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={opened} onClose={close} menu={menuProps} />
        </Suspense>
      )}
      <main id="main" className="app-main">
        <Container size="xl" px={0}>
          <ChunkLoadWatchdog />
          <Outlet />
          <Footer lang={lang} version={root?.version} />
        </Container>
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
