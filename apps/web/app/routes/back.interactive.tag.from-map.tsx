import type { Route } from './+types/back.interactive.tag.from-map';
import { InteractiveTagPage } from '../features/back-office/InteractiveTagPage';
import { loadHarvestables, namesById, resolveMap } from '../features/back-office/loaders';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { localized } from '../ui/LocalizedName';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const search = new URL(request.url).searchParams;
  const query = Object.fromEntries(
    ['map', 'x', 'y', 'world'].flatMap((key) => (search.get(key) ? [[key, search.get(key)!]] : [])),
  );
  const [map, resources] = await Promise.all([resolveMap(api, search), loadHarvestables(api, lang)]);
  const [spots, subArea] = map
    ? await Promise.all([
        api.find('custom-interactives', { mapId: map.id, $limit: 100 }).then((page) => page.data),
        map.subAreaId === undefined
          ? null
          : api.get('subareas', map.subAreaId).catch(() => null),
      ])
    : [[], null];
  const names = await namesById(
    api,
    'items',
    spots.map((spot) => spot.itemId),
    lang,
  );
  return { lang, query, map, subAreaName: localized(subArea?.name, lang), spots, resources, names };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'back-office.meta.tag');

export default function InteractiveTagFromMap({ loaderData }: Route.ComponentProps) {
  return <InteractiveTagPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
