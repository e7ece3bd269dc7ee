import type { Route } from './+types/database.monsters.race.$id';
import { loadMonsterList } from '../features/monsters/list-loader';
import { entityMeta, pageLanguage } from '../features/monsters/meta';
import { MonsterListPage } from '../features/monsters/MonsterListPage';
import { gameId, loaderApi } from '../lib/route-helpers';
import { localized } from '../ui/LocalizedName';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadMonsterList(api, lang, request, gameId(params.id));
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  entityMeta(
    params.lang, 'monsters.meta.race',
    data?.race ? { name: localized(data.race.name, pageLanguage(params.lang)) } : undefined,
  );

export default function MonsterRaceList({ loaderData }: Route.ComponentProps) {
  return <MonsterListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
