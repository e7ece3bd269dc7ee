import type { Route } from './+types/tools.portals';
import { loadPortals } from '../features/portals/loader';
import { PortalsPage } from '../features/portals/PortalsPage';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadPortals(api, lang, request);
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'portals.meta');

export default function Portals({ loaderData }: Route.ComponentProps) {
  return <PortalsPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
