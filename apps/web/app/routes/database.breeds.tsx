import { data } from 'react-router';
import type { Route } from './+types/database.breeds';
import { BreedIndex } from '../features/breeds/BreedIndex';
import { loadBreedIndex } from '../features/breeds/index-loader';
import { entityMeta } from '../features/monsters/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/**
 * The class index. Spec §2 "opens on a random breed among ids 1-18 and 20": the index offers that
 * draw first (never cached: each visit draws again) and lists every class beside it.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return data(await loadBreedIndex(api, lang), { headers: { 'Cache-Control': 'no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ params }) => entityMeta(params.lang, 'breeds.meta.random', {});

export default function Breeds({ loaderData }: Route.ComponentProps) {
  return <BreedIndex data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
