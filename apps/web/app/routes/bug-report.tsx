import type { Route } from './+types/bug-report';
import { BugReportForm } from '../features/bug-report/BugReportForm';
import { reportedPage } from '../features/bug-report/validation';
import { translatedMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** The reported page: `?from=`, else the same-site page the visitor came from. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { initialUrl: reportedPage(request.url, url.searchParams.get('from'), request.headers.get('Referer')) };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'bug-report.meta');

export default function BugReport({ loaderData }: Route.ComponentProps) {
  return <BugReportForm key={loaderData.initialUrl} initialUrl={loaderData.initialUrl} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
