import type { Route } from './+types/database.breeds.$id';
import { BreedDetail } from '../features/breeds/BreedDetail';
import { loadBreedDetail } from '../features/breeds/detail-loader';
import { entityMeta, pageLanguage } from '../features/monsters/meta';
import { loaderApi } from '../lib/route-helpers';
import { localized } from '../ui/LocalizedName';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { withStructuredData } from '../lib/structured-data';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadBreedDetail(api, lang, params.id);
}

export const meta: Route.MetaFunction = (args) => {
  const { params, data } = args;
  const lang = pageLanguage(params.lang);
  const values = data && { name: localized(data.breed.shortName, lang), longName: localized(data.breed.longName, lang) };
  return withStructuredData(args, entityMeta(params.lang, 'breeds.meta.detail', values), data && { section: 'classes', name: data.breed.name });
};

export default function BreedPage({ loaderData }: Route.ComponentProps) {
  return <BreedDetail data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
