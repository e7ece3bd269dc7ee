import type { Route } from './+types/search';
import { entityMeta } from '../features/monsters/meta';
import { SearchPage } from '../features/search/SearchPage';
import { searchEverything } from '../features/search/search-kinds';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** Up to twenty hits per kind on the full page (the palette and the home box show five). */
const PAGE_HITS_PER_KIND = 20;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  return { lang, query, groups: await searchEverything(api, query, lang, PAGE_HITS_PER_KIND) };
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  entityMeta(params.lang, data?.query ? 'search.page.metaFor' : 'search.page.meta', { query: data?.query ?? '' });

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
