import type { Route } from './+types/back.npc.shop';
import { NpcShopPage } from '../features/back-office/NpcShopPage';
import { namesById } from '../features/back-office/loaders';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const shops = (await api.find('npc-shop', { $limit: 500 })).data;
  const names = await namesById(
    api,
    'items',
    shops.flatMap((shop) => shop.items.flatMap((line) => [line.itemId, line.currencyItemId ?? 0])),
    lang,
  );
  return { lang, shops, names };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'back-office.meta.shop');

export default function NpcShop({ loaderData }: Route.ComponentProps) {
  return <NpcShopPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
