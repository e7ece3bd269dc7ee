import type { Route } from './+types/tools.workbenchs';
import { WorkbenchPage } from '../features/workbench/WorkbenchPage';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export function loader({ context, params }: Route.LoaderArgs) {
  return { lang: loaderApi(context, params).lang };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'workbench.meta.list');

export default function Workbenchs({ loaderData }: Route.ComponentProps) {
  return <WorkbenchPage lang={loaderData.lang} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
