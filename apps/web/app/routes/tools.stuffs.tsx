import type { Route } from './+types/tools.stuffs';
import { loadStuffList } from '../features/stuff/list-loader';
import { StuffListPage } from '../features/stuff/StuffListPage';
import { translatedMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadStuffList(context, params, request);
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  translatedMeta(params.lang, data?.filters.me ? 'stuff.meta.mine' : 'stuff.meta.list');

export default function StuffList({ loaderData }: Route.ComponentProps) {
  return <StuffListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
