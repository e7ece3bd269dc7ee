import type { Route } from './+types/back.reports';
import { ReportQueue } from '../features/back-office/reports/ReportQueue';
import { factNames, readReportsState, reportsQuery } from '../features/back-office/reports/reports-state';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** Reported content of every kind (the back layout already checked the role). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const state = readReportsState(new URL(request.url).searchParams);
  const page = await api.find('content-reports', reportsQuery(state));
  return { lang, state, records: page.data, total: page.total, names: await factNames(api, page.data, lang) };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'back-office.reports.meta');

export default function BackReports({ loaderData }: Route.ComponentProps) {
  return <ReportQueue key={JSON.stringify(loaderData.state)} {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
