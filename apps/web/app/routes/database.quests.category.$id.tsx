import type { Route } from './+types/database.quests.category.$id';
import { loadQuestList } from '../features/quests/list-loader';
import { questListMeta } from '../features/quests/meta';
import { QuestListPage } from '../features/quests/QuestListPage';
import { loaderApi, numericId } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadQuestList(api, lang, request, numericId(params.id));
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  questListMeta(params.lang, `/database/quests/category/${params.id}`, data);

export default function QuestCategory({ loaderData }: Route.ComponentProps) {
  return <QuestListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
