import { Forbidden } from '@feathersjs/errors';
import { KnexService, type KnexAdapterParams } from '@feathersjs/knex';
import { resolveData, resolveExternal } from '@feathersjs/schema';
import { verifyPassword } from '../../auth/password';
import { hasRole } from '../../auth/roles';
import type { Application, HookContext } from '../../declarations';
import { authenticated, currentUser } from '../../hooks/authenticate';
import { integerId } from '../../hooks/integer-id';
import { rateLimit, rememberIp } from '../../hooks/rate-limit';
import { requireRole } from '../../hooks/require-role';
import { FILL_ALL_FIELDS, fieldError, fieldErrors, validateData, validateQuery } from '../../hooks/validate';
import {
  userDataResolver,
  userDataValidate,
  userExternalResolver,
  userPatchResolver,
  userPatchValidate,
  userQueryValidate,
  usernameKeyError,
} from './users.schema';
import type { User, UserData, UserPatch, UserQuery } from './users.schema';
import { looksLikeEmail, usernameKeyOf, usersMethods, usersPath } from './users.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { usersDocs } from './users.docs';

export const USERS_PATH = apiPath(usersPath);

declare module '../../declarations' {
  interface ServiceTypes {
    [USERS_PATH]: Pick<UserService, (typeof usersMethods)[number]>;
  }
}

export const USERNAME_TAKEN = 'Username already taken';
export const USERNAME_EMAIL = 'Username must not be an email.';

export class UserService extends KnexService<User, UserData, KnexAdapterParams<UserQuery>, UserPatch> {}

const isSelf = (context: HookContext) => String(currentUser(context.params)?._id) === String(context.id);

/** Checked before the schema so an address gets its own message (spec §8). */
function refuseEmailUsername(context: HookContext): void {
  const username = (context.data as { username?: unknown } | undefined)?.username;
  if (typeof username === 'string' && looksLikeEmail(username))
    throw fieldError('username', 'username-email', USERNAME_EMAIL);
}

/** Nobody picks their own roles at sign-up; only server code (the CLI) may create an admin. */
function rolesFromServerOnly(context: HookContext): void {
  if (context.params.provider && (context.data as UserData).roles !== undefined) {
    throw new Forbidden('You cannot choose your own roles');
  }
}

/** After the schema: a valid name whose lookup key would not fit is refused the same way on every database. */
function usernameKeyFits(context: HookContext): void {
  const error = usernameKeyError((context.data as UserData).username);
  if (error) throw fieldErrors({ username: error });
}

async function usernameFree(context: HookContext): Promise<void> {
  const key = usernameKeyOf((context.data as UserData).username);
  const taken = await context.app.get('db')('users').where('usernameKey', key).first('_id');
  if (taken) throw fieldError('username', 'username-taken', USERNAME_TAKEN);
}

/** The unique index is the last word when two sign-ups race for a name. */
function uniqueViolationAsTaken(context: HookContext): void {
  if (/unique/i.test(context.error?.message ?? ''))
    context.error = fieldError('username', 'username-taken', USERNAME_TAKEN);
}

/** Roles: admins change other people's roles, never their own. Password: one's own, knowing the current one. */
async function authorizePatch(context: HookContext): Promise<void> {
  if (!context.params.provider) return;
  const caller = currentUser(context.params);
  const data = context.data as UserPatch;
  if (data.roles !== undefined) {
    if (!hasRole(caller, 'admin')) throw new Forbidden('Only an admin can change roles');
    if (isSelf(context)) throw new Forbidden('You cannot change your own roles');
  }
  if (data.password !== undefined || data.currentPassword !== undefined) {
    if (!isSelf(context)) throw new Forbidden('You can only change your own password');
    if (data.password === undefined) throw fieldError('password', 'required', FILL_ALL_FIELDS);
    const stored = await context.app.get('db')('users').where('_id', caller!._id).first('password');
    const matches =
      !!stored && !!data.currentPassword && (await verifyPassword(data.currentPassword, stored.password));
    if (!matches) throw fieldError('currentPassword', 'password-incorrect', 'Password incorrect');
  }
}

function selfOrAdmin(context: HookContext): void {
  if (context.params.provider && !isSelf(context) && !hasRole(currentUser(context.params), 'admin')) {
    throw new Forbidden('You can only delete your own account');
  }
}

/**
 * A new password revokes the access tokens issued before it (see `AccessTokenStrategy`). Stamped after
 * the hash, as close to the write as possible, in whole seconds like a JWT's `iat`.
 */
function stampPasswordChange(context: HookContext): void {
  const data = context.data as Partial<User>;
  if (data.password !== undefined)
    context.data = { ...data, passwordChangedAt: Math.floor(Date.now() / 1000) };
}

/** `roles` is stored as JSON text (same column type on SQLite and PostgreSQL). */
function rolesToColumn(context: HookContext): void {
  const data = context.data as { roles?: unknown };
  if (Array.isArray(data.roles)) context.data = { ...data, roles: JSON.stringify(data.roles) };
}

function rolesFromColumn(context: HookContext): void {
  const parse = (user: { roles?: unknown }) => {
    if (typeof user?.roles === 'string') user.roles = JSON.parse(user.roles);
  };
  const result = context.result as { data?: unknown[] } | unknown[] | Record<string, unknown> | undefined;
  if (!result) return;
  const list = Array.isArray(result) ? result : Array.isArray(result.data) ? result.data : [result];
  list.forEach((user) => parse(user as { roles?: unknown }));
}

export function registerUsers(app: Application): void {
  const service = new UserService({
    Model: app.get('db'),
    name: 'users',
    id: '_id',
    paginate: { default: 20, max: 100 },
    multi: false,
  });
  app.use(USERS_PATH, withDocs(service, usersDocs), {
    methods: [...usersMethods],
    events: [],
    express: { before: [rememberIp] },
  });
  app.service(USERS_PATH).hooks({
    around: { all: [resolveExternal(userExternalResolver)] },
    before: {
      find: [authenticated, requireRole('admin'), validateQuery(userQueryValidate)],
      // Every method takes a query (the adapter adds it to its WHERE): each is checked like find's.
      get: [authenticated, integerId, validateQuery(userQueryValidate)],
      create: [
        rateLimit(app.get('config').rateLimitPerMinute),
        refuseEmailUsername,
        validateData(userDataValidate),
        rolesFromServerOnly,
        usernameKeyFits,
        usernameFree,
        resolveData(userDataResolver),
        rolesToColumn,
      ],
      patch: [
        authenticated,
        integerId,
        validateQuery(userQueryValidate),
        validateData(userPatchValidate),
        authorizePatch,
        resolveData(userPatchResolver),
        stampPasswordChange,
        rolesToColumn,
      ],
      remove: [authenticated, integerId, validateQuery(userQueryValidate), selfOrAdmin],
    },
    after: { all: [rolesFromColumn] },
    error: { create: [uniqueViolationAsTaken] },
  });
}
