import type { Route } from './+types/database.dungeons';
import { DungeonListPage } from '../features/dungeons/DungeonListPage';
import { loadDungeonList } from '../features/dungeons/loaders';
import { entityMeta } from '../features/monsters/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadDungeonList(api, lang, request);
}

export const meta: Route.MetaFunction = ({ params }) => entityMeta(params.lang, 'dungeons.meta.list', {});

export default function DungeonList({ loaderData }: Route.ComponentProps) {
  return <DungeonListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
