import { redirect } from 'react-router';
import type { Route } from './+types/database.breeds';
import { randomBreedId } from '../features/breeds/random-breed';
import { entityMeta } from '../features/monsters/meta';
import { localePath } from '../i18n/languages';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** Spec §2: opens on a random class among ids 1-18 and 20 (never cached: each visit draws again). */
export function loader({ context, params }: Route.LoaderArgs) {
  const { lang } = loaderApi(context, params);
  throw redirect(localePath(lang, `/database/breeds/${randomBreedId()}`), { headers: { 'Cache-Control': 'no-store' } });
}

export const meta: Route.MetaFunction = ({ params }) => entityMeta(params.lang, 'breeds.meta.random', {});

export default function RandomBreed() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
