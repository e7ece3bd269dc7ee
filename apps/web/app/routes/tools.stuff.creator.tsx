import { createStuff } from '@grimoire/rules';
import { useMemo } from 'react';
import type { Route } from './+types/tools.stuff.creator';
import { loadStuffReference } from '../features/stuff/loaders';
import { StuffEditor } from '../features/stuff/StuffEditor';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return { lang, reference: await loadStuffReference(api) };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'stuff.meta.creator');

export default function StuffCreator({ loaderData }: Route.ComponentProps) {
  const initial = useMemo(() => createStuff(), []);
  return <StuffEditor lang={loaderData.lang} reference={loaderData.reference} draftKey="new" initial={initial} source={null} mode="create" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
