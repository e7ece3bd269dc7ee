import { Outlet, redirect } from 'react-router';
import type { Route } from './+types/back';
import { canUseBackOffice, LAST_PAGE_COOKIE, refusedBackTarget } from '../features/back-office/roles';
import { DEFAULT_LANGUAGE, isLanguage, localePath } from '../i18n/languages';
import { readCookie } from '../lib/cookies';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/**
 * Every back route sits under this layout. Spec §2/§6: without the admin or moderator role the
 * navigation is cancelled: the visitor goes back to the same-site page they came from (Referer),
 * else to the last page they read (cookie: a typed URL has no Referer), else home.
 */
export function loader({ context, params, request }: Route.LoaderArgs) {
  if (!canUseBackOffice(context.user)) {
    const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
    const target = refusedBackTarget({
      requestUrl: request.url,
      referer: request.headers.get('Referer'),
      lastPage: readCookie(request.headers.get('Cookie'), LAST_PAGE_COOKIE),
      home: localePath(lang, '/'),
    });
    throw redirect(target);
  }
  return null;
}

export default function BackLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
