import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/database.quest.$id';
import { loadQuestDetail } from '../features/quests/detail-loader';
import { questDetailMeta } from '../features/quests/meta';
import { QuestDetail } from '../features/quests/QuestDetail';
import { onlyParamChanged } from '../features/quests/revalidate';
import { loaderApi, numericId } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { withStructuredData } from '../lib/structured-data';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadQuestDetail(api, lang, numericId(params.id, 'errors.questMissing'));
}

/** The player level only changes numbers computed in the page: no reload. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return onlyParamChanged(args.currentUrl, args.nextUrl, 'level') ? false : args.defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) =>
  withStructuredData(args, questDetailMeta(args.params.lang, args.data), args.data && { section: 'quests', name: args.data.quest.name });

export default function Quest({ loaderData }: Route.ComponentProps) {
  return <QuestDetail data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
