import type { Route } from './+types/database.item-sets.$id';
import { loadSetDetail } from '../features/sets/detail-loader';
import { setDetailMeta } from '../features/sets/meta';
import { SetDetail } from '../features/sets/SetDetail';
import { loaderApi, numericId } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { withStructuredData } from '../lib/structured-data';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadSetDetail(api, lang, numericId(params.id));
}

export const meta: Route.MetaFunction = (args) =>
  // The set's picture is its first piece's (a set has none of its own).
  withStructuredData(args, setDetailMeta(args.params.lang, args.data), args.data && { section: 'sets', name: args.data.set.name, image: args.data.pieces.find((piece) => piece.img)?.img });

export default function SetPage({ loaderData }: Route.ComponentProps) {
  return <SetDetail data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
