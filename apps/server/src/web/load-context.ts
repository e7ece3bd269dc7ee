import type { Request } from 'express';
import type { AuthenticationService } from '@feathersjs/authentication';
import type { Params } from '@feathersjs/feathers';
import type { Application } from '../declarations';
import { AUTHENTICATION_PATH } from '../hooks/authenticate';
import { USERS_PATH } from '../services/users/users';

export const TOKEN_COOKIE = 'grimoire_token';

export interface PublicUser {
  _id: string | number;
  username: string;
  roles: string[];
}

/** What the web app's loaders receive: in-process service calls made as the signed-in user. */
export interface WebLoadContext {
  /** Calls `/api/<path>` in-process, with the same hooks, validation and access rules as REST. */
  service(path: string): {
    find(params?: Params): Promise<unknown>;
    get(id: string | number, params?: Params): Promise<unknown>;
    create(data: unknown, params?: Params): Promise<unknown>;
    patch(id: string | number | null, data: unknown, params?: Params): Promise<unknown>;
    update(id: string | number, data: unknown, params?: Params): Promise<unknown>;
    remove(id: string | number | null, params?: Params): Promise<unknown>;
  };
  user: PublicUser | null;
  accessToken: string | null;
  publicConfig: PublicConfig;
}

/** Configuration the browser may see. */
export interface PublicConfig {
  imageBaseUrl: string;
  siteUrl: string;
  betaSiteUrl: string;
  stableSiteUrl: string;
  analyticsUrl: string;
  botCheckSiteKey: string;
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

/** Resolves the user from the token cookie; an invalid or expired token counts as signed out. */
async function resolveUser(app: Application, token: string | null): Promise<PublicUser | null> {
  if (!token) return null;
  try {
    const auth = app.service(AUTHENTICATION_PATH) as AuthenticationService;
    const payload = (await auth.verifyAccessToken(token)) as { sub?: string };
    if (!payload.sub) return null;
    const user = (await app.service(USERS_PATH).get(payload.sub, { provider: undefined })) as PublicUser;
    return { _id: user._id, username: user.username, roles: user.roles ?? [] };
  } catch {
    return null;
  }
}

export async function createLoadContext(app: Application, req: Request): Promise<WebLoadContext> {
  const token = readCookie(req.headers.cookie, TOKEN_COOKIE);
  const user = await resolveUser(app, token);
  const accessToken = user ? token : null;
  const { config } = app.settings;
  const baseParams = (params?: Params): Params => ({
    ...params,
    provider: 'ssr',
    headers: { ...(params?.headers ?? {}), ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    ...(accessToken ? { authentication: { strategy: 'jwt', accessToken } } : {}),
  });
  return {
    service(path) {
      const service = app.service(`api/${path}`);
      return {
        find: (params) => service.find(baseParams(params)),
        get: (id, params) => service.get(id, baseParams(params)),
        create: (data, params) => service.create(data, baseParams(params)),
        patch: (id, data, params) => service.patch(id, data, baseParams(params)),
        update: (id, data, params) => service.update(id, data, baseParams(params)),
        remove: (id, params) => service.remove(id, baseParams(params)),
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
