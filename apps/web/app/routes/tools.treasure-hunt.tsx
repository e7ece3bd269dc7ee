import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { Route } from './+types/tools.treasure-hunt';
import { TreasureHuntTool } from '../features/treasure-hunt/TreasureHuntTool';
import { loadTreasureHunt } from '../features/treasure-hunt/TreasureHuntRoute';
import { translatedMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadTreasureHunt(context, params, request);
}

/** The page writes its own address (no navigation): nothing to reload. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'treasure-hunt.meta');

export default function TreasureHunt({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Stack maw={720}>
      <Title order={1}>{t('treasure-hunt.title')}</Title>
      <Text c="dimmed">{t('treasure-hunt.intro')}</Text>
      <TreasureHuntTool {...loaderData} />
    </Stack>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
