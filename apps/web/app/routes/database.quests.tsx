import type { Route } from './+types/database.quests';
import { loadQuestList } from '../features/quests/list-loader';
import { questListMeta } from '../features/quests/meta';
import { QuestListPage } from '../features/quests/QuestListPage';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadQuestList(api, lang, request);
}

export const meta: Route.MetaFunction = ({ params, data }) => questListMeta(params.lang, '/database/quests', data);

export default function QuestList({ loaderData }: Route.ComponentProps) {
  return <QuestListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
