import type { Route } from './+types/database.challenges';
import { ChallengeListPage } from '../features/challenges/ChallengeListPage';
import { loadChallengeList } from '../features/challenges/loader';
import { entityMeta } from '../features/monsters/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadChallengeList(api, lang, request);
}

export const meta: Route.MetaFunction = ({ params }) => entityMeta(params.lang, 'challenges.meta.list', {});

export default function ChallengeList({ loaderData }: Route.ComponentProps) {
  return <ChallengeListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
