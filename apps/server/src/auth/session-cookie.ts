/**
 * The browser's session: the access token travels in an HttpOnly cookie that page scripts cannot
 * read, and cookie-authenticated writes carry a CSRF token (double submit, `csrf-csrf`).
 *
 * - `POST /api/authentication` sets `grimoire_token` (HttpOnly, SameSite=Lax, Secure when the request
 *   came over HTTPS, as long-lived as the token) and a fresh `grimoire_csrf` bound to that token.
 *   `DELETE /api/authentication` clears both.
 * - `grimoire_csrf` is readable by the site's scripts, which echo it in `x-csrf-token`. Its HMAC covers
 *   the session token, which a script (or a sibling subdomain) cannot read, so a planted value fails.
 * - A write authenticated by the cookie (no `Authorization` header) must carry the matching header,
 *   and a request a browser labels cross-site (`Sec-Fetch-Site`) is refused outright. API clients
 *   sending `Authorization: Bearer …` are not affected: no browser adds that header by itself.
 * - A page rendered for a signed-in visitor renews the CSRF cookie when it is missing or belongs to
 *   another session, so sessions from before this cookie existed keep working; a page whose session
 *   cookie no longer verifies clears it (`web/load-context.ts`).
 */
import { Forbidden } from '@feathersjs/errors';
import cookieParser from 'cookie-parser';
import { doubleCsrf } from 'csrf-csrf';
import type { CookieOptions, NextFunction, Request, RequestHandler, Response } from 'express';
import { TOKEN_COOKIE, CSRF_COOKIE, CSRF_HEADER } from './authentication.shared';

export { TOKEN_COOKIE, CSRF_COOKIE, CSRF_HEADER };

type SessionRequest = Request & { cookies?: Record<string, string>; grimoireNewSession?: string };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session token the request's cookie carries (or the one being issued in this very answer). */
export function sessionTokenOf(req: Request): string | null {
  const request = req as SessionRequest;
  return request.grimoireNewSession ?? request.cookies?.[TOKEN_COOKIE] ?? null;
}

/** True when the request authenticates with the cookie: it has one and no `Authorization` header. */
export function cookieAuthenticated(req: Request): boolean {
  return !req.headers.authorization && !!(req as SessionRequest).cookies?.[TOKEN_COOKIE];
}

/** Seconds until a JWT's `exp` (0 when it has none or is unreadable). */
export function secondsLeft(token: string, now = Date.now()): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? Math.max(0, Math.floor(payload.exp - now / 1000)) : 0;
  } catch {
    return 0;
  }
}

export interface SessionCookies {
  /** Parses cookies (`req.cookies`); before the API and the pages. */
  parse: RequestHandler;
  /** Refuses cookie-authenticated writes without the CSRF header, and cross-site ones; before `/api`. */
  protect: RequestHandler;
  /** A page rendered for a signed-in visitor: renews the CSRF cookie when it is missing or another session's. */
  renew(req: Request, res: Response, token: string): void;
  /** Sets the session and a fresh CSRF cookie for a token just issued. */
  open(req: Request, res: Response, token: string): void;
  /** Clears both cookies. */
  close(req: Request, res: Response): void;
}

export function sessionCookies(secret: string): SessionCookies {
  const base = (req: Request): CookieOptions => ({ path: '/', sameSite: 'lax', secure: req.secure });
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    // Its own key, derived from the token secret, so a CSRF token is never a valid signature of anything else.
    getSecret: () => `csrf:${secret}`,
    getSessionIdentifier: (req) => sessionTokenOf(req) ?? '',
    cookieName: CSRF_COOKIE,
    cookieOptions: { sameSite: 'lax', path: '/', secure: false, httpOnly: false },
    getCsrfTokenFromRequest: (req) => req.headers[CSRF_HEADER] as string | undefined,
  });
  const csrfCookie = (req: Request, res: Response, token: string, overwrite: boolean) =>
    generateCsrfToken(req, res, { overwrite, cookieOptions: { ...base(req), httpOnly: false, maxAge: secondsLeft(token) * 1000 } });

  const protect: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // A browser says where a request comes from; a cross-site write is never ours, cookie or not.
    if (req.headers['sec-fetch-site'] === 'cross-site' && !req.headers.authorization)
      return next(new Forbidden('Cross-site writes are refused', { key: 'cross-site' }));
    if (!cookieAuthenticated(req) || validateRequest(req)) return next();
    next(new Forbidden('This write lacks the page\'s CSRF token; reload the page and try again', { key: 'csrf' }));
  };

  return {
    parse: cookieParser(),
    protect,
    renew(req, res, token) {
      csrfCookie(req, res, token, false);
    },
    open(req, res, token) {
      (req as SessionRequest).grimoireNewSession = token;
      const maxAge = secondsLeft(token) * 1000;
      res.cookie(TOKEN_COOKIE, token, { ...base(req), httpOnly: true, maxAge });
      csrfCookie(req, res, token, true);
    },
    close(req, res) {
      res.clearCookie(TOKEN_COOKIE, { ...base(req), httpOnly: true });
      res.clearCookie(CSRF_COOKIE, { ...base(req), httpOnly: false });
    },
  };
}
