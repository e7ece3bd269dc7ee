import type { Route } from './+types/tools.stuffs.compare';
import { loadComparison } from '../features/stuff/compare/compare-loader';
import { ComparePage } from '../features/stuff/compare/ComparePage';
import { translatedMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadComparison(context, params, request);
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  translatedMeta(params.lang, 'stuff.meta.compare', { titles: (data?.docs ?? []).map((doc) => doc.title).join(' / ') });

export default function CompareStuffs({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
