/** The signed-in user as the server exposes it (spec §3 User). */
export interface SessionUser {
  _id: string | number;
  username: string;
  roles: string[];
}

/** Reads a JWT's payload without verifying it (the server verifies; the browser only needs `exp`). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Expiry of a token in epoch milliseconds, or null when it has none or is not a JWT. */
export function tokenExpiry(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** A token is fresh while its expiry lies in the future; a token without expiry is stale. */
export function isTokenFresh(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry > now;
}

/**
 * Spec §4 "Connected": a user exists and the session's expiry (the token's, which the server reads
 * from its HttpOnly cookie and gives the page) is in the future.
 */
export function isConnected(expiresAt: number | null | undefined, user: SessionUser | null | undefined, now = Date.now()): boolean {
  return !!user && typeof expiresAt === 'number' && expiresAt > now;
}

/** True on a page served over https (never on the server, nor on http://localhost). */
export function isSecurePage(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

/** Text that deletes a script-set cookie (the session cookie is the server's to clear). */
export function clearedCookie(name: string, secure = isSecurePage()): string {
  return `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/**
 * `target` as a normalised same-site path (path, query, hash), or null when it could lead
 * elsewhere: absolute or protocol-relative URLs, backslashes, control characters, and paths whose
 * dot segments resolve to `//host` (`/.//evil.example`). The open-redirect guard of every redirect.
 */
export function sameSitePath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  // Control characters could smuggle a scheme or host past the checks above.
  if ([...target].some(isControl)) return null;
  let url: URL;
  try {
    url = new URL(target, 'http://same.site');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.site') return null;
  // Checked again once dot segments are resolved: a browser reads `//host` or `/\host` as another site.
  if (/^\/[/\\]/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after signing in: only a same-site path (`/fr/...`), never an absolute or
 * protocol-relative URL (open-redirect protection), never back to the sign-in or sign-up pages.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  const path = sameSitePath(target);
  if (!path || /^\/([a-z]{2}\/)?(signin|signup)\/?([?#]|$)/i.test(path)) return fallback;
  return path;
}
