import type { Route } from './+types/back.bug-reports';
import { BugReportQueue } from '../features/back-office/bug-reports/BugReportQueue';
import { queueQuery, readQueueState } from '../features/back-office/bug-reports/queue-state';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** The bug-report queue, filtered and paged by its URL (the back layout already checked the role). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const state = readQueueState(new URL(request.url).searchParams);
  const page = await api.find('bug-reports', queueQuery(state));
  return { lang, state, reports: page.data, total: page.total };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'back-office.queue.meta');

export default function BackBugReports({ loaderData }: Route.ComponentProps) {
  // A new view (filters, page) starts with an empty selection.
  const key = JSON.stringify(loaderData.state);
  return <BugReportQueue key={key} {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
