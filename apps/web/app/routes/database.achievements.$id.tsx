import type { Route } from './+types/database.achievements.$id';
import { AchievementDetail } from '../features/achievements/AchievementDetail';
import { loadAchievementDetail } from '../features/achievements/detail-loader';
import { achievementDetailMeta } from '../features/achievements/meta';
import { loaderApi, numericId } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadAchievementDetail(api, lang, numericId(params.id));
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  achievementDetailMeta(params.lang, data);

export default function Achievement({ loaderData }: Route.ComponentProps) {
  return <AchievementDetail data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
