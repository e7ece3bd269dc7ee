import type { Route } from './+types/tools.group-finder';
import { GroupFinderPage } from '../features/group-finder/GroupFinderPage';
import { loadGroupFinder } from '../features/group-finder/loader';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadGroupFinder(api, lang, request);
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'group-finder.meta');

export default function GroupFinder({ loaderData }: Route.ComponentProps) {
  return <GroupFinderPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
