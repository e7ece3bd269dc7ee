import type { Route } from './+types/database.item-sets';
import { loadSetList } from '../features/sets/list-loader';
import { setListMeta } from '../features/sets/meta';
import { SetListPage } from '../features/sets/SetListPage';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadSetList(api, lang, request);
}

export const meta: Route.MetaFunction = ({ params }) => setListMeta(params.lang);

export default function SetList({ loaderData }: Route.ComponentProps) {
  return <SetListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
