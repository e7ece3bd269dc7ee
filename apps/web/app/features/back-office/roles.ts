import { isSecurePage, sameSitePath, type SessionUser } from '../../session/session';

/** Spec §6: the back office is for members of these roles. */
export const BACK_OFFICE_ROLES: readonly string[] = ['admin', 'moderator'];

/** Admin or moderator: the check is membership of the user's roles list. */
export function canUseBackOffice(user: Pick<SessionUser, 'roles'> | null | undefined): boolean {
  return !!user && Array.isArray(user.roles) && user.roles.some((role) => BACK_OFFICE_ROLES.includes(role));
}

/** Cookie holding the last page visited outside the back office (path and query). */
export const LAST_PAGE_COOKIE = 'grimoire_last_page';
/** Longer paths are not remembered (a cookie stays small). */
export const LAST_PAGE_MAX = 200;

/** Whether a path is under `back`, however it is spelled (the router ignores case and decodes). */
export function isBackPath(path: string): boolean {
  let pathname = path.split(/[?#]/)[0] ?? '';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    /* keep it encoded */
  }
  return /^\/([a-z]{2}\/)?back(\/|$)/i.test(pathname.replace(/\/{2,}/g, '/'));
}

/** A same-site path a refused visitor may be sent to: never a back page (they cannot see it either). */
function returnablePath(path: string | null | undefined): string | null {
  const safe = sameSitePath(path);
  return safe && !isBackPath(safe) ? safe : null;
}

/** The page to remember for a location, or null to forget (a back page, or one too long to keep). */
export function rememberablePage(pathname: string, search: string): string | null {
  const path = returnablePath(`${pathname}${search}`);
  if (!path) return null;
  if (path.length <= LAST_PAGE_MAX) return path;
  const withoutQuery = path.split('?')[0] ?? '';
  return withoutQuery.length <= LAST_PAGE_MAX ? withoutQuery : null;
}

/** `document.cookie` text remembering `path` for the browser session (null forgets it). */
export function lastPageCookie(path: string | null, secure = isSecurePage()): string {
  const lifetime = path === null ? '; Max-Age=0' : ''; // else a session cookie
  return `${LAST_PAGE_COOKIE}=${encodeURIComponent(path ?? '')}; Path=/${lifetime}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface RefusedVisit {
  requestUrl: string;
  referer: string | null;
  /** The `LAST_PAGE_COOKIE` value. */
  lastPage: string | null;
}

/**
 * Where the 403 page of a back route offers to return: the same-site page of the Referer (a link or
 * a client-side navigation), else the last page remembered (a typed URL has no Referer), else none.
 */
export function refusedBackTarget({ requestUrl, referer, lastPage }: RefusedVisit): string | null {
  return fromReferer(requestUrl, referer) ?? returnablePath(lastPage);
}

function fromReferer(requestUrl: string, referer: string | null): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(requestUrl).origin) return null;
    return returnablePath(`${from.pathname}${from.search}`);
  } catch {
    return null;
  }
}
