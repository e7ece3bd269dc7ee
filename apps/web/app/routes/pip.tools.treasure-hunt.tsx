import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/pip.tools.treasure-hunt';
import { TreasureHuntTool } from '../features/treasure-hunt/TreasureHuntTool';
import { loadTreasureHunt } from '../features/treasure-hunt/TreasureHuntRoute';
import { DEFAULT_LANGUAGE, isLanguage, LANG_COOKIE } from '../i18n/languages';
import { preferenceCookie, readCookie } from '../lib/cookies';
import { translatedMeta } from '../lib/meta';
import { ColorSchemeToggle } from '../ui/layout/ColorSchemeToggle';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/**
 * `/pip/:lang?/tools/treasure-hunt`: the treasure hunt alone, for a small always-on-top window
 * (360×520): no header, footer or menu; the same address state as the page.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (params.lang === undefined) {
    const stored = readCookie(request.headers.get('Cookie'), LANG_COOKIE);
    const url = new URL(request.url);
    throw redirect(`/pip/${isLanguage(stored) ? stored : DEFAULT_LANGUAGE}/tools/treasure-hunt${url.search}`);
  }
  if (!isLanguage(params.lang)) throw data('notFound.text', { status: 404 });
  return data(await loadTreasureHunt(context, params, request), { headers: { 'Set-Cookie': preferenceCookie(LANG_COOKIE, params.lang) } });
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

export const meta: Route.MetaFunction = ({ params }) => [...translatedMeta(params.lang, 'treasure-hunt.meta'), { name: 'robots', content: 'noindex' }];

export default function PipTreasureHunt({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = loaderData;
  return (
    <Box p="xs" maw={480} mx="auto" component="main" id="main">
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text fw={700} size="sm" component="h1" m={0}>
          {t('treasure-hunt.title')}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Anchor component={Link} to={`/${lang}/tools/treasure-hunt`} target="_blank" size="xs">
            {t('app.name')}
          </Anchor>
          <ColorSchemeToggle />
        </Group>
      </Group>
      <TreasureHuntTool {...loaderData} compact />
    </Box>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
