import { useMemo } from 'react';
import type { Route } from './+types/tools.stuff.editor.$id';
import { loadSavedStuff } from '../features/stuff/loaders';
import { stuffMeta } from '../features/stuff/meta';
import { StuffEditor } from '../features/stuff/StuffEditor';
import { fromDoc } from '../features/stuff/types';
import { loaderApi, shareId } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return { lang, ...(await loadSavedStuff(api, shareId(params.id, 'errors.stuffMissing'))) };
}

export const meta: Route.MetaFunction = ({ params, data }) => stuffMeta(params.lang, 'editor', data?.doc);

export default function StuffEditorPage({ loaderData }: Route.ComponentProps) {
  const { lang, doc, reference, worn } = loaderData;
  const initial = useMemo(() => fromDoc(doc), [doc]);
  return (
    <StuffEditor key={doc.id} lang={lang} reference={reference} draftKey={`edit:${doc.id}`} initial={initial} initialWorn={worn} source={doc} mode="edit" />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
