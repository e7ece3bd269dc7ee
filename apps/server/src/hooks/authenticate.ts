import { authenticate } from '@feathersjs/authentication';
import type { NextFunction, Params } from '@feathersjs/feathers';
import type { AuthUser } from '../auth/roles';
import type { HookContext } from '../declarations';
import { authenticationPath } from '../auth/authentication.shared';
import { apiPath } from '../contract';

/** Where the authentication service lives (`POST /api/authentication`). */
export const AUTHENTICATION_PATH = apiPath(authenticationPath);

/**
 * Requires a valid access token (`Authorization: Bearer …`) on external calls: none, expired or
 * invalid → 401. In-process calls without a token (CLI, server jobs) pass through as trusted.
 * Use as an around or before hook.
 */
const jwtHook = authenticate({ service: AUTHENTICATION_PATH, strategies: ['jwt'] });
export async function authenticated(context: HookContext, next?: NextFunction): Promise<void> {
  // Trusted in-process calls without a token skip it (the CLI runs without the authentication service).
  if (!context.params.provider && !context.params.authentication) {
    if (next) await next();
    return;
  }
  await jwtHook(context as never, next);
}

/** Like `authenticated`, but guests (no token at all) pass through with no `params.user`. */
export async function optionalAuthenticated(context: HookContext, next?: NextFunction): Promise<void> {
  if (context.params.authentication && context.params.provider) {
    await jwtHook(context as never, next);
    return;
  }
  if (next) await next();
}

/** The signed-in user set by `authenticated`, if any. */
export function currentUser(params: Params): AuthUser | undefined {
  return (params as { user?: AuthUser }).user;
}

/** True for calls from outside the process (REST, SSR loaders); false for trusted server code. */
export function isExternal(params: Params): boolean {
  return !!params.provider;
}
