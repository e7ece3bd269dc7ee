import type { SessionUser } from '../accounts/session';

/** Spec §6: the back office is for members of these roles. */
export const BACK_OFFICE_ROLES: readonly string[] = ['admin', 'moderator'];

/** Admin or moderator: the check is membership of the user's roles list. */
export function canUseBackOffice(user: Pick<SessionUser, 'roles'> | null | undefined): boolean {
  return !!user && Array.isArray(user.roles) && user.roles.some((role) => BACK_OFFICE_ROLES.includes(role));
}

/**
 * Where a refused visitor of a back route goes: back to the same-site page they came from
 * (the Referer), so the navigation looks cancelled; else the home page of their language.
 */
export function refusedBackTarget(requestUrl: string, referer: string | null, homePath: string): string {
  if (!referer) return homePath;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return homePath;
  }
  const here = new URL(requestUrl);
  if (from.origin !== here.origin) return homePath;
  // Never bounce to another back page (the visitor cannot see it either) nor to the page refused.
  if (/^\/([a-z]{2}\/)?back(\/|$)/.test(from.pathname)) return homePath;
  return `${from.pathname}${from.search}`;
}
