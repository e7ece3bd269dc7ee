import { Outlet, redirect } from 'react-router';
import type { Route } from './+types/back';
import { canUseBackOffice, refusedBackTarget } from '../features/back/roles';
import { DEFAULT_LANGUAGE, isLanguage, localePath } from '../i18n/languages';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/**
 * Every back route sits under this layout. Spec §2/§6: without the admin or moderator role the
 * navigation is cancelled: the visitor goes back to the same-site page they came from, else home.
 */
export function loader({ context, params, request }: Route.LoaderArgs) {
  if (!canUseBackOffice(context.user)) {
    const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
    throw redirect(refusedBackTarget(request.url, request.headers.get('Referer'), localePath(lang, '/')));
  }
  return null;
}

export default function BackLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
