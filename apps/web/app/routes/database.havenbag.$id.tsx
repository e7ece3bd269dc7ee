import type { Route } from './+types/database.havenbag.$id';
import { loadThemeDetail } from '../features/havenbags/loaders';
import { ThemeDetail } from '../features/havenbags/ThemeDetail';
import { entityMeta, pageLanguage } from '../features/monsters/meta';
import { loaderApi } from '../lib/route-helpers';
import { localized } from '../ui/LocalizedName';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { withStructuredData } from '../lib/structured-data';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadThemeDetail(api, lang, params.id);
}

export const meta: Route.MetaFunction = (args) => {
  const { params, data } = args;
  const lang = pageLanguage(params.lang);
  const values = data && { name: localized(data.theme.name, lang), count: data.furniture.length };
  return withStructuredData(args, entityMeta(params.lang, 'havenbags.meta.detail', values), data && { section: 'havenbags', name: data.theme.name, image: data.theme.img });
};

export default function HavenbagPage({ loaderData }: Route.ComponentProps) {
  return <ThemeDetail data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
