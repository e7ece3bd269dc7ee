import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/tools.map';
import { MAP_CELLS_KEY, MAP_PLACES_KEY } from '../features/map/boot-payload';
import { loadWorldMap } from '../features/map/loader';
import { keepForDocument } from '../lib/server-only';
import { resolveTarget } from '../features/map/target';
import { WorldMapPage } from '../features/map/WorldMapPage';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

const intParam = (text: string | null) => (text && /^-?[0-9]{1,10}$/.test(text) ? Number(text) : null);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const search = new URL(request.url).searchParams;
  const target = await resolveTarget(api, search);
  const data = await loadWorldMap(
    api,
    lang,
    target?.world ?? intParam(search.get('world')),
    intParam(search.get('clue')),
    intParam(search.get('resource')),
  );
  // A document carries the cells and the places once, in the map's element (features/map/boot-payload.ts).
  const cellsInHtml = keepForDocument(context, MAP_CELLS_KEY, data.cells);
  const placesInHtml = keepForDocument(context, MAP_PLACES_KEY, {
    subAreas: data.subAreas,
    areas: data.areas,
  });
  return {
    ...data,
    cells: cellsInHtml ? null : data.cells,
    subAreas: placesInHtml ? null : data.subAreas,
    areas: placesInHtml ? null : data.areas,
    target: target && target.world === data.world ? { x: target.x, y: target.y } : null,
    boot: context.mapBoot ?? null,
  };
}

/** Panning and layers never need the server: only the world, the clue, the resource and links in do. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return ['world', 'clue', 'resource', 'map', 'subArea'].some(
    (key) => currentUrl.searchParams.get(key) !== nextUrl.searchParams.get(key),
  );
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'map.meta');

export default function WorldMap({ loaderData }: Route.ComponentProps) {
  return <WorldMapPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
