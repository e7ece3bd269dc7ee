import type { Route } from './+types/back.interactive.tag.missing';
import { MissingPage } from '../features/back-office/MissingPage';
import { namesById } from '../features/back-office/loaders';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

const PAGE_SIZE = 50;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const wanted = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(wanted) && wanted > 0 && wanted < 100_000 ? wanted : 1;
  const found = await api.find('custom-interactives-missing', {
    $limit: PAGE_SIZE,
    $skip: (page - 1) * PAGE_SIZE,
  });
  const [subAreaNames, itemNames] = await Promise.all([
    namesById(
      api,
      'subareas',
      found.data.map((map) => map.subAreaId),
      lang,
    ),
    namesById(
      api,
      'items',
      found.data.flatMap((map) => map.harvestables),
      lang,
    ),
  ]);
  return { lang, page, pageSize: PAGE_SIZE, total: found.total, maps: found.data, subAreaNames, itemNames };
}

export const meta: Route.MetaFunction = ({ params }) =>
  translatedMeta(params.lang, 'back-office.meta.missing');

export default function InteractiveTagMissing({ loaderData }: Route.ComponentProps) {
  return <MissingPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
