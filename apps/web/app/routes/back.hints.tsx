import { Stack } from '@mantine/core';
import type { Route } from './+types/back.hints';
import { HintQueue } from '../features/back-office/HintQueue';
import { loadClues } from '../features/treasure-hunt/loader';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** Moderators' queue of treasure hints (the back layout already checked the role). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const [page, clues] = await Promise.all([api.find('map-clue', { status: 'pending', $limit: 100 }), loadClues(api, lang)]);
  return { lang, hints: page.data, clueNames: Object.fromEntries(clues.map((c) => [c.id, c.name])) };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'back-office.meta.home');

export default function BackHints({ loaderData }: Route.ComponentProps) {
  return (
    <Stack>
      <HintQueue {...loaderData} />
    </Stack>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
