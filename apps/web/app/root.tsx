// Mantine's styles for the frame of every page; each module imports those of the other components it renders (ui/styles/mantine-css.ts).
import './ui/styles/mantine-shell.css';
// The theme's variables and Mantine's responsive classes, written at build time (ui/styles/theme-variables.ts).
import './ui/styles/theme-variables.css';
import './ui/global.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useParams, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { formatDay } from './lib/dates';
import { tokenExpiry } from './session/session';
import { ServerQueryScope } from './api/queries/ServerQueryScope';
import { getI18n } from './i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n/languages';
import { useCspNonce } from './lib/csp-nonce';
import { alternateLinks, pathWithoutLang } from './lib/meta';
import { theme } from './ui/theme';
import { NotificationsOnFirstUse } from './ui/NotificationsOnFirstUse';
import { RouteErrorBoundary } from './ui/RouteErrorBoundary';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const version = (await context.service('version').find({ query: { details: true } })) as { gameVersion: string; generatedAt: string; origin: string };
  return {
    user: context.user,
    /** When the session ends (epoch ms): the token itself stays in its HttpOnly cookie. */
    sessionExpiresAt: context.accessToken ? tokenExpiry(context.accessToken) : null,
    publicConfig: context.publicConfig,
    /** Origin of absolute links: the configured site URL, else this request's (proxy headers from loopback count). */
    origin: context.publicConfig.siteUrl || new URL(request.url).origin,
    /** The page's UI strings, preloaded beside its scripts (entry.client.tsx imports them before hydrating). */
    languageChunk: context.languageChunks?.[isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE] ?? [],
    version: {
      gameVersion: version.gameVersion,
      generatedAt: version.generatedAt,
      // Formatted here: the browser's first Intl formatter loads its locale data, a long task on a
      // phone as every page hydrates, for a date in the footer.
      generatedOn: formatDay(version.generatedAt, isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE),
      origin: version.origin,
    },
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

/** The page's canonical link and hreflang alternates, absolute (search engines ignore relative ones). */
function AlternateLinks({ lang }: { lang: Language }) {
  const { pathname } = useLocation();
  const origin = useRootData()?.origin ?? '';
  return alternateLinks(origin, lang, pathWithoutLang(pathname)).map((link) => (
    <link key={`${link.rel}-${link.hrefLang ?? ''}`} rel={link.rel} hrefLang={link.hrefLang} href={link.href} />
  ));
}

function LanguageChunkPreload() {
  return useRootData()?.languageChunk.map((href) => <link key={href} rel="modulepreload" href={href} />);
}

/** `<html data-hydrated>` once React has taken the server-rendered page over (scripts start after the first paint). */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  useHydratedMark();
  const params = useParams();
  const nonce = useCspNonce();
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  return (
    <html lang={lang} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4c6ef5" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={`/manifest.${lang}.webmanifest`} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <Meta />
        <AlternateLinks lang={lang} />
        <LanguageChunkPreload />
        <Links />
        <ColorSchemeScript defaultColorScheme="auto" nonce={nonce} />
      </head>
      <body>
        <I18nextProvider i18n={getI18n(lang)}>
          <MantineProvider theme={theme} defaultColorScheme="auto" withCssVariables={false} withGlobalClasses={false}>
            <NotificationsOnFirstUse position="top-right" />
            {children}
          </MantineProvider>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The browser's query cache is made by the first page that queries (api/queries): the client build
  // drops this branch, and TanStack Query with it, from every page's first load.
  if (import.meta.env.SSR)
    return (
      <ServerQueryScope>
        <Outlet />
      </ServerQueryScope>
    );
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
