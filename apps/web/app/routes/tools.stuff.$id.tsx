import type { Route } from './+types/tools.stuff.$id';
import { loadSavedStuff } from '../features/stuff/loaders';
import { stuffCard, stuffMeta } from '../features/stuff/meta';
import { withShareTags } from '../lib/share-meta';
import { StuffView } from '../features/stuff/StuffView';
import { loaderApi, shareId } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return { lang, ...(await loadSavedStuff(api, shareId(params.id, 'errors.stuffMissing'))) };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? withShareTags(args, stuffMeta(args.params.lang, 'view', args.data.doc), stuffCard(args.params.lang, args.data.doc)) : stuffMeta(args.params.lang, 'view', undefined);

export default function StuffPage({ loaderData }: Route.ComponentProps) {
  const { lang, doc, reference, worn } = loaderData;
  return <StuffView key={doc.id} lang={lang} doc={doc} reference={reference} worn={worn} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
