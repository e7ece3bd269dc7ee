import type { Route } from './+types/back.appearances.$id';
import { AppearanceEditor } from '../features/back-office/AppearanceEditor';
import { translatedMeta } from '../lib/meta';
import { getOr404, loaderApi, numericId } from '../lib/route-helpers';
import { localized } from '../ui/LocalizedName';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** `appearances/{id}`: the id is an item id (spec §2). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const id = numericId(params.id);
  const [item, records] = await Promise.all([
    getOr404(() => api.get('items', id)),
    api.find('appearances', { itemId: id, $limit: 1 }),
  ]);
  return {
    lang,
    item: { id: item.id, name: localized(item.name, lang) || `#${item.id}` },
    record: records.data[0] ?? null,
  };
}

export const meta: Route.MetaFunction = ({ params }) =>
  translatedMeta(params.lang, 'back-office.meta.appearances');

export default function AppearanceEdit({ loaderData }: Route.ComponentProps) {
  return <AppearanceEditor key={loaderData.record?.updatedAt ?? loaderData.item.id} data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
