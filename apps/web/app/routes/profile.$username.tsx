import type { Route } from './+types/profile.$username';
import { loadProfile } from '../features/stuff/profile-loader';
import { ProfilePage } from '../features/stuff/ProfilePage';
import { translatedMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadProfile(context, params, request);
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  data ? translatedMeta(params.lang, 'stuff.meta.profile', { name: data.profile.username, count: data.profile.publicStuffs }) : translatedMeta(params.lang, 'stuff.meta.profileMissing');

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
