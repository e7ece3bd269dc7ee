import type { Route } from './+types/temporis';
import { translate } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { loadTemporis } from '../features/temporis/loader';
import { TemporisPage } from '../features/temporis/TemporisPage';
import { pageMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadTemporis(api, lang, request);
}

export const meta: Route.MetaFunction = ({ params, data }) => {
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  const values = { count: data?.allIds.length ?? 0 };
  return pageMeta({ title: translate(lang, 'temporis.meta.title', values),
    description: translate(lang, 'temporis.meta.description', values),
  });
};

export default function Temporis({ loaderData }: Route.ComponentProps) {
  return <TemporisPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
