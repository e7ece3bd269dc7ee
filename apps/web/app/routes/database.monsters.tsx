import type { Route } from './+types/database.monsters';
import { loadMonsterList } from '../features/monsters/list-loader';
import { entityMeta } from '../features/monsters/meta';
import { MonsterListPage } from '../features/monsters/MonsterListPage';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadMonsterList(api, lang, request);
}

export const meta: Route.MetaFunction = ({ params }) => entityMeta(params.lang, 'monsters.meta.list', {});

export default function MonsterList({ loaderData }: Route.ComponentProps) {
  return <MonsterListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
