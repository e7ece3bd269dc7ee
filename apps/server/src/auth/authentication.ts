import { AuthenticationService } from '@feathersjs/authentication';
import { NotAuthenticated } from '@feathersjs/errors';
import type { Application, HookContext } from '../declarations';
import { AUTHENTICATION_PATH } from '../hooks/authenticate';
import { rateLimit, rememberIp } from '../hooks/rate-limit';
import { USERS_PATH } from '../services/users/users';
import { AccessTokenStrategy, SIGN_IN_FAILED, UsernamePasswordStrategy } from './strategies';
import type { SessionCookies } from './session-cookie';
import type { Request, Response, NextFunction } from 'express';
import { withDocs } from '../openapi/service-docs';
import { authenticationDocs } from '../services/users/users.docs';

export { AUTHENTICATION_PATH };

declare module '../declarations' {
  interface ServiceTypes {
    [AUTHENTICATION_PATH]: AuthenticationService;
  }
}

/** A failed local sign-in never says which half was wrong (spec §8). */
function uniformSignInFailure(context: HookContext): void {
  const strategy = (context.data as { strategy?: unknown } | undefined)?.strategy;
  if (context.error instanceof NotAuthenticated && strategy !== 'jwt')
    context.error = new NotAuthenticated(SIGN_IN_FAILED);
}

/** The sign-in answer carries the caller's public account only (`_id`, `username`, `roles`). */
function publicUserOnly(context: HookContext): void {
  const result = context.result as
    { user?: { _id: unknown; username: unknown; roles?: unknown } } | undefined;
  if (result?.user) {
    const { _id, username, roles } = result.user;
    context.result = { ...result, user: { _id, username, roles: roles ?? [] } };
  }
}

/** Sign-in and sign-out take no query: a query string must not reach the account lookup (it became SQL). */
function withoutQuery(context: HookContext): void {
  if (context.params.provider) context.params = { ...context.params, query: {} };
}

/**
 * Signing out is idempotent: without a token (already signed out, or a cookie that expired and was
 * dropped) it answers `{ accessToken: null }` and still clears the cookies; a bearer token sent is checked.
 */
function signOutWithoutToken(context: HookContext): void {
  if (!context.params.authentication) context.result = { accessToken: null };
}

/**
 * The answer of a sign-in through the site opens the browser's session (HttpOnly cookie and CSRF
 * cookie, `session-cookie.ts`); a sign-out closes it.
 */
function sessionCookieAfter(cookies: SessionCookies) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const accessToken = (res as Response & { data?: { accessToken?: unknown } }).data?.accessToken;
    if (req.method === 'POST' && typeof accessToken === 'string') cookies.open(req, res, accessToken);
    if (req.method === 'DELETE') cookies.close(req, res);
    next();
  };
}

/**
 * `POST /api/authentication` `{ strategy: 'local', username, password }` → `{ accessToken, user }`
 * and the session cookies; `DELETE /api/authentication` signs out (tokens are stateless: it checks
 * the token and clears the cookies).
 * The JWT lasts `config.jwtExpiresIn`, is HS256-signed with `config.jwtSecret`, and its `sub` is the user id.
 */
export function authentication(app: Application): void {
  const config = app.get('config');
  app.set('authentication', {
    entity: 'user',
    service: USERS_PATH,
    entityId: '_id',
    secret: config.jwtSecret,
    authStrategies: ['jwt', 'local'],
    jwtOptions: {
      header: { typ: 'access' },
      audience: 'grimoire',
      issuer: 'grimoire',
      algorithm: 'HS256',
      expiresIn: config.jwtExpiresIn,
    },
    local: { usernameField: 'username', passwordField: 'password', errorMessage: SIGN_IN_FAILED },
  });
  const service = new AuthenticationService(app, 'authentication');
  service.register('jwt', new AccessTokenStrategy());
  service.register('local', new UsernamePasswordStrategy());
  app.use(AUTHENTICATION_PATH, withDocs(service, authenticationDocs), {
    methods: ['create', 'remove'],
    events: [],
    express: { before: [rememberIp], after: [sessionCookieAfter(app.get('sessionCookies'))] },
  });
  app.service(AUTHENTICATION_PATH).hooks({
    before: { all: [withoutQuery], create: [rateLimit(config.rateLimitPerMinute)], remove: [signOutWithoutToken] },
    after: { create: [publicUserOnly] },
    error: { create: [uniformSignInFailure] },
  });
}
