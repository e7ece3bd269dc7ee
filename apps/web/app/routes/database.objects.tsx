import type { Route } from './+types/database.objects';
import { ItemListPage } from '../features/items/ItemListPage';
import { loadItemList } from '../features/items/list-loader';
import { itemListMeta } from '../features/items/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadItemList(api, lang, request, { kind: 'all' });
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  itemListMeta(params.lang, data);

export default function ItemList({ loaderData }: Route.ComponentProps) {
  return <ItemListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
