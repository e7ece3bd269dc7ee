import type { Request, Response } from 'express';
import { MethodNotAllowed } from '@feathersjs/errors';
import type { Params, ServiceMethods } from '@feathersjs/feathers';
import { TOKEN_COOKIE, type PublicUser } from '../auth/authentication.shared';
import type { ServerServices, ServiceCalls, ServicePath } from '../client';
import { apiPath } from '../contract';
import type { Application, ServiceTypes } from '../declarations';
import { AUTHENTICATION_PATH } from '../hooks/authenticate';
import type { PublicConfig } from './web.shared';

export { TOKEN_COOKIE, type PublicConfig, type PublicUser };

/** What the web app's loaders receive: in-process service calls made as the signed-in user. */
export interface WebLoadContext extends ServerServices {
  user: PublicUser | null;
  accessToken: string | null;
  publicConfig: PublicConfig;
}


export function readCookie(header: string | undefined, name: string): string | null {
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

/**
 * Resolves the user from the session cookie through the same strategy as the API (signature, expiry,
 * revocation by a password change, account still there); any failure counts as signed out.
 */
async function resolveUser(app: Application, token: string | null): Promise<PublicUser | null> {
  if (!token) return null;
  try {
    const result = await app.service(AUTHENTICATION_PATH).authenticate({ strategy: 'jwt', accessToken: token }, {}, 'jwt');
    const user = (result as { user?: PublicUser }).user;
    return user ? { _id: user._id, username: user.username, roles: user.roles ?? [] } : null;
  } catch {
    return null;
  }
}

/** A service called in-process: bodies as the contract types them, answers as the contract declares them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Feathers' own default for answers
type InProcess = ServiceMethods<any, unknown, Params, unknown>;

/**
 * The loaders' context for one page request. A session cookie that resolves to a user gets its CSRF
 * twin renewed when needed; one that no longer does (expired, revoked, account gone) is cleared.
 */
export async function createLoadContext(app: Application, req: Request, res?: Response): Promise<WebLoadContext> {
  const token = readCookie(req.headers.cookie, TOKEN_COOKIE);
  const user = await resolveUser(app, token);
  const accessToken = user ? token : null;
  if (res && token && !res.headersSent) {
    if (accessToken) app.get('sessionCookies').renew(req, res, accessToken);
    else app.get('sessionCookies').close(req, res);
  }
  const { config } = app.settings;
  const baseParams = (params?: Params): Params => ({
    ...params,
    provider: 'ssr',
    headers: { ...(params?.headers ?? {}), ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    ...(accessToken ? { authentication: { strategy: 'jwt', accessToken } } : {}),
  });
  return {
    service<P extends ServicePath>(path: P): ServiceCalls<P> {
      // The path's service answers its contract (client.ts derives it from ServiceTypes); called
      // in-process it is a Feathers service like any other, whose methods answer `any`.
      const service: Partial<InProcess> = app.service(apiPath(path) as keyof ServiceTypes);
      const method = <M extends keyof InProcess>(name: M): InProcess[M] => {
        const call = service[name];
        if (!call) throw new MethodNotAllowed(`Method \`${name}\` is not supported by this endpoint.`);
        return call.bind(service) as InProcess[M];
      };
      return {
        find: (params) => method('find')(baseParams(params)),
        get: (id, params) => method('get')(id, baseParams(params)),
        create: (data, params) => method('create')(data, baseParams(params)),
        patch: (id, data, params) => method('patch')(id, data, baseParams(params)),
        update: (id, data, params) => method('update')(id, data, baseParams(params)),
        remove: (id, params) => method('remove')(id, baseParams(params)),
      };
    },
    user,
    accessToken,
    publicConfig: {
      imageBaseUrl: config.imageBaseUrl,
      siteUrl: config.siteUrl,
      betaSiteUrl: config.betaSiteUrl,
      stableSiteUrl: config.stableSiteUrl,
      analyticsUrl: config.analyticsUrl,
      botCheckSiteKey: config.botCheckSiteKey,
    },
  };
}
