import type { Route } from './+types/back.appearances';
import { AppearancesPage } from '../features/back-office/AppearancesPage';
import { namesById } from '../features/back-office/loaders';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const page = await api.find('appearances', { $limit: 500 });
  const names = await namesById(
    api,
    'items',
    page.data.map((record) => record.itemId),
    lang,
  );
  return { lang, appearances: page.data, total: page.total, names };
}

export const meta: Route.MetaFunction = ({ params }) =>
  translatedMeta(params.lang, 'back-office.meta.appearances');

export default function Appearances({ loaderData }: Route.ComponentProps) {
  return <AppearancesPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
