import type { Route } from './+types/database.object.$id';
import { loadItemDetail } from '../features/items/detail-loader';
import { ItemDetail } from '../features/items/ItemDetail';
import { itemDetailMeta } from '../features/items/meta';
import { loaderApi, numericId } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { withStructuredData } from '../lib/structured-data';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadItemDetail(api, lang, numericId(params.id));
}

export const meta: Route.MetaFunction = (args) =>
  withStructuredData(args, itemDetailMeta(args.params.lang, args.data), args.data && { section: 'objects', name: args.data.item.name, image: args.data.item.img });

export default function ItemPage({ loaderData }: Route.ComponentProps) {
  return <ItemDetail data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
