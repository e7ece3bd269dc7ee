import type { Route } from './+types/database.havenbags';
import { loadThemeList } from '../features/havenbags/loaders';
import { ThemeListPage } from '../features/havenbags/ThemeListPage';
import { entityMeta } from '../features/monsters/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadThemeList(api, lang, request);
}

export const meta: Route.MetaFunction = ({ params }) => entityMeta(params.lang, 'havenbags.meta.list', {});

export default function HavenbagList({ loaderData }: Route.ComponentProps) {
  return <ThemeListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
