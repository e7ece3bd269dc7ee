import { useMemo } from 'react';
import type { Route } from './+types/tools.stuff.copy.$copyFrom';
import { loadSavedStuff } from '../features/stuff/loaders';
import { stuffMeta } from '../features/stuff/meta';
import { StuffEditor } from '../features/stuff/StuffEditor';
import { fromDoc } from '../features/stuff/types';
import { loaderApi, shareId } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return { lang, ...(await loadSavedStuff(api, shareId(params.copyFrom, 'errors.stuffMissing'))) };
}

export const meta: Route.MetaFunction = ({ params, data }) => stuffMeta(params.lang, 'copy', data?.doc);

/** A new stuff starting from a saved one; publishing creates it, the source is untouched. */
export default function StuffCopyPage({ loaderData }: Route.ComponentProps) {
  const { lang, doc, reference, worn } = loaderData;
  const initial = useMemo(() => fromDoc(doc), [doc]);
  return (
    <StuffEditor key={doc.id} lang={lang} reference={reference} draftKey={`copy:${doc.id}`} initial={initial} initialWorn={worn} source={doc} mode="copy" />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
