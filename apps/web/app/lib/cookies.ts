/** Reads one cookie from a `Cookie` header (server) or `document.cookie` (browser). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/** A `Set-Cookie` value for a site-wide, script-readable preference cookie. */
export function preferenceCookie(name: string, value: string, maxAge = ONE_YEAR): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export function setBrowserCookie(name: string, value: string, maxAge = ONE_YEAR): void {
  document.cookie = preferenceCookie(name, value, maxAge);
}
