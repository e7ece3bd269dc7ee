import type { Route } from './+types/database.achievements.$id';
import { AchievementDetail } from '../features/achievements/AchievementDetail';
import { loadAchievementDetail } from '../features/achievements/detail-loader';
import { achievementDetailMeta } from '../features/achievements/meta';
import { loaderApi, numericId } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { withStructuredData } from '../lib/structured-data';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadAchievementDetail(api, lang, numericId(params.id));
}

export const meta: Route.MetaFunction = (args) =>
  withStructuredData(args, achievementDetailMeta(args.params.lang, args.data), args.data && { section: 'achievements', name: args.data.achievement.name });

export default function Achievement({ loaderData }: Route.ComponentProps) {
  return <AchievementDetail data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
