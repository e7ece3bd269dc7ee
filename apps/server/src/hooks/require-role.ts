import { Forbidden, MethodNotAllowed, NotAuthenticated } from '@feathersjs/errors';
import type { NextFunction } from '@feathersjs/feathers';
import { hasRole, type Role } from '../auth/roles';
import type { HookContext } from '../declarations';
import { currentUser } from './authenticate';

/**
 * Allows external calls only to users holding one of `roles` (after `authenticated`):
 * no user → 401, a user without the role → 403. In-process calls are trusted.
 */
export function requireRole(...roles: Role[]) {
  return async (context: HookContext, next?: NextFunction): Promise<void> => {
    if (context.params.provider) {
      const user = currentUser(context.params);
      if (!user) throw new NotAuthenticated('Not authenticated');
      if (!hasRole(user, ...roles)) throw new Forbidden('You are not allowed to do this');
    }
    if (next) await next();
  };
}

/** Refuses a method to every external caller (405): only server code may call it. */
export function internalOnly(context: HookContext): void {
  if (context.params.provider)
    throw new MethodNotAllowed(`'${context.method}' is not allowed on ${context.path}`);
}
