import { HINT_ABSENT_RELIABILITY } from '@grimoire/rules';
import type { Route } from './+types/back.poi.from-map';
import { PoiFromMapPage } from '../features/back-office/PoiFromMapPage';
import { resolveMap } from '../features/back-office/loaders';
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
  const [map, pois] = await Promise.all([
    resolveMap(api, search),
    api.findAll('point-of-interest', {
      $select: ['id', 'name'],
    }),
  ]);
  const [hints, edits, subArea] = map
    ? await Promise.all([
        // Validated hints, and absence reports (the server counts those voted reliable; listed here as they stand).
        api.find('map-clue', {
          posX: map.posX,
          posY: map.posY,
          worldMap: map.worldMap,
          $limit: 100,
        }),
        api.find('map-clue-edits', {
          mapId: map.id,
          $limit: 500,
        }),
        map.subAreaId === undefined
          ? null
          : api.get('subareas', map.subAreaId).catch(() => null),
      ])
    : [null, null, null];
  return {
    lang,
    query,
    map,
    subAreaName: localized(subArea?.name, lang),
    clues: pois
      .map((poi) => ({ id: poi.id, name: localized(poi.name, lang) }))
      .filter((clue) => clue.name)
      .sort((a, b) => a.name.localeCompare(b.name, lang)),
    dataClueIds: map?.clueIds ?? [],
    hints: (hints?.data ?? [])
      .filter(
        (hint) =>
          hint.status === 'validated' ||
          (hint.kind === 'absent' &&
            hint.status !== 'rejected' &&
            hint.reliability >= HINT_ABSENT_RELIABILITY),
      )
      .map((hint) => ({ clueId: hint.clueId, kind: hint.kind })),
    edits: (edits?.data ?? []).map((edit) => ({ _id: edit._id, clueId: edit.clueId, kind: edit.kind })),
  };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'back-office.meta.clues');

export default function PoiFromMap({ loaderData }: Route.ComponentProps) {
  return <PoiFromMapPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
