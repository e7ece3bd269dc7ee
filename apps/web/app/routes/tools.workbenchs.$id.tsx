import type { Route } from './+types/tools.workbenchs.$id';
import { WORKBENCH_PATH } from '../features/workbench/workbench-writes';
import { loadRecipeData } from '../features/workbench/recipe-data';
import { SharedWorkbenchPage } from '../features/workbench/SharedWorkbenchPage';
import { recipeDataKey } from '../features/workbench/WorkbenchEditor';
import { translate } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { pageMeta, translatedMeta } from '../lib/meta';
import { getOr404, loaderApi, shareId } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const id = shareId(params.id, 'errors.workbenchMissing');
  const doc = await getOr404(() => api.get(WORKBENCH_PATH, id), 'errors.workbenchMissing');
  const key = recipeDataKey(doc);
  const data = await loadRecipeData(api, key ? key.split(',').map(Number) : []);
  return { lang, doc, initialData: { key, data } };
}

export const meta: Route.MetaFunction = ({ params, data }) => {
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  if (!data) return translatedMeta(lang, 'workbench.meta.missing');
  const values = { name: data.doc.name, count: data.doc.items.length };
  const meta = pageMeta({
    title: translate(lang, 'workbench.meta.shared.title', values),
    description: translate(lang, 'workbench.meta.shared.description', values),
  });
  // An unlisted workbench is for link holders only: kept out of search engines.
  return data.doc.shared === 'public' ? meta : [...meta, { name: 'robots', content: 'noindex' }];
};

export default function SharedWorkbench({ loaderData }: Route.ComponentProps) {
  return <SharedWorkbenchPage key={loaderData.doc._id} {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
