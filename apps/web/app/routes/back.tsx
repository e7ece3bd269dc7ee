import { data, Outlet, redirect } from 'react-router';
import type { Route } from './+types/back';
import { canUseBackOffice, LAST_PAGE_COOKIE, refusedBackTarget } from '../features/back-office/roles';
import type { ForbiddenData } from '../ui/Forbidden';
import { DEFAULT_LANGUAGE, isLanguage, localePath } from '../i18n/languages';
import { readCookie } from '../lib/cookies';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/**
 * Every back route sits under this layout, for admins and moderators (spec §6). A guest is asked to
 * sign in and comes back here; a signed-in visitor without the role gets a 403 page that says so,
 * with a way back to the same-site page they came from (Referer), else to the last page they read.
 */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  const url = new URL(request.url);
  if (!context.user) {
    const here = `${url.pathname.replace(/\.data$/, '')}${url.search}`;
    throw redirect(`${localePath(lang, '/signin')}?redirect=${encodeURIComponent(here)}`);
  }
  if (!canUseBackOffice(context.user)) {
    const back = refusedBackTarget({
      requestUrl: request.url,
      referer: request.headers.get('Referer'),
      lastPage: readCookie(request.headers.get('Cookie'), LAST_PAGE_COOKIE),
    });
    throw data({ key: 'forbidden', username: context.user.username, back } satisfies ForbiddenData, { status: 403 });
  }
  return null;
}

export default function BackLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
