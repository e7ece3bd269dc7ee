import type { Route } from './+types/database.objects.supertype.$superTypeId';
import { ItemListPage } from '../features/items/ItemListPage';
import { loadItemList } from '../features/items/list-loader';
import { itemListMeta } from '../features/items/meta';
import { loaderApi, numericId } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadItemList(api, lang, request, { kind: 'supertype', id: numericId(params.superTypeId) });
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  itemListMeta(params.lang, data);

export default function ItemList({ loaderData }: Route.ComponentProps) {
  return <ItemListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
