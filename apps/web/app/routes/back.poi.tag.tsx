import type { Route } from './+types/back.poi.tag';
import { PoiTagPage } from '../features/back-office/PoiTagPage';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { localized } from '../ui/LocalizedName';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const [pois, tags] = await Promise.all([
    api.findAll('point-of-interest', {
      $select: ['id', 'name'],
    }),
    api.find('poi-gfx', { $limit: 500 }),
  ]);
  return {
    pois: pois
      .map((poi) => ({ id: poi.id, name: localized(poi.name, lang) || `#${poi.id}` }))
      .sort((a, b) => a.name.localeCompare(b.name, lang)),
    gfx: Object.fromEntries(tags.data.map((tag) => [tag.poiId, { _id: tag._id, gfxId: tag.gfxId }])),
  };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'back-office.meta.poi');

export default function PoiTag({ loaderData }: Route.ComponentProps) {
  return <PoiTagPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
