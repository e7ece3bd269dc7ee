import type { Route } from './+types/database.achievements';
import { AchievementListPage } from '../features/achievements/AchievementListPage';
import { loadAchievementList } from '../features/achievements/list-loader';
import { achievementListMeta } from '../features/achievements/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadAchievementList(api, lang, request);
}

export const meta: Route.MetaFunction = ({ params, data }) => achievementListMeta(params.lang, '/database/achievements', data);

export default function AchievementList({ loaderData }: Route.ComponentProps) {
  return <AchievementListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
