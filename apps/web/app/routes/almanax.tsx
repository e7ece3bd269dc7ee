import type { Route } from './+types/almanax';
import { AlmanaxPage } from '../features/almanax/AlmanaxPage';
import { loadAlmanax } from '../features/almanax/loader';
import { almanaxMeta } from '../features/almanax/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadAlmanax(api, lang, request);
}

export const meta: Route.MetaFunction = ({ params, data }) => almanaxMeta(params.lang, data);

export default function Almanax({ loaderData }: Route.ComponentProps) {
  return <AlmanaxPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
