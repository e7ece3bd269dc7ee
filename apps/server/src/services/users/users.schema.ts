import { resolve } from '@feathersjs/schema';
import { querySyntax, StringEnum, Type, type Static } from '@feathersjs/typebox';
import { hashPassword } from '../../auth/password';
import { hasRole, ROLES } from '../../auth/roles';
import type { HookContext } from '../../declarations';
import { currentUser } from '../../hooks/authenticate';
import {
  atLeast,
  atMost,
  dataValidator,
  NOT_ALLOWED,
  queryValidator,
  type FieldError,
} from '../../hooks/validate';
import { lazyValidator } from '../../hooks/compile-later';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN, usernameKeyOf } from './users.shared';

const usernamePattern = new RegExp(USERNAME_PATTERN, 'u');

/**
 * The key must fit the same bounds and pattern as the name (its column is as wide): NFKC can
 * lengthen (`ﬀ` → `ff`), shorten or bring in other characters (`¼` → `1⁄4`). Null when it fits.
 */
export function usernameKeyError(username: string): FieldError | null {
  const key = usernameKeyOf(username);
  const length = [...key].length; // code points, as the schema and both databases count
  if (length < USERNAME_MIN) return { key: 'min-length', message: atLeast(USERNAME_MIN), nb: USERNAME_MIN };
  if (length > USERNAME_MAX) return { key: 'max-length', message: atMost(USERNAME_MAX), nb: USERNAME_MAX };
  return usernamePattern.test(key) ? null : { key: 'pattern', message: NOT_ALLOWED };
}

const RoleSchema = StringEnum([...ROLES]);
const RolesSchema = Type.Array(RoleSchema, { uniqueItems: true, maxItems: ROLES.length });
const PasswordSchema = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });

/** A stored user (internal shape: `password` is the scrypt hash). */
export const userSchema = Type.Object(
  {
    _id: Type.Integer(),
    username: Type.String({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, pattern: USERNAME_PATTERN }),
    usernameKey: Type.String(),
    password: Type.String(),
    roles: RolesSchema,
    /** Epoch seconds of the last password change (null: never changed); internal, see `AccessTokenStrategy`. */
    passwordChangedAt: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'User', additionalProperties: false },
);
export type User = Static<typeof userSchema>;

/** Sign-up (`POST /api/users`). `roles` is accepted from in-process callers only (the CLI). */
export const userDataSchema = Type.Object(
  {
    username: userSchema.properties.username,
    password: PasswordSchema,
    roles: Type.Optional(RolesSchema),
  },
  { $id: 'UserData', additionalProperties: false },
);
export type UserData = Static<typeof userDataSchema>;
export const userDataValidate = lazyValidator(userDataSchema, dataValidator);

/** `PATCH /api/users/:id`: a new password (with the current one) for oneself, or roles (admins, for others). */
export const userPatchSchema = Type.Object(
  {
    password: Type.Optional(PasswordSchema),
    currentPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX })),
    roles: Type.Optional(RolesSchema),
  },
  { $id: 'UserPatch', additionalProperties: false, minProperties: 1 },
);
export type UserPatch = Static<typeof userPatchSchema>;
export const userPatchValidate = lazyValidator(userPatchSchema, dataValidator);

export const userQuerySchema = querySyntax(
  Type.Pick(userSchema, ['_id', 'username', 'usernameKey', 'createdAt']),
);
export type UserQuery = Static<typeof userQuerySchema>;
export const userQueryValidate = lazyValidator(userQuerySchema, queryValidator);

const now = async () => new Date().toISOString();

/** Sign-up: derived key, hashed password, no roles unless set in-process, timestamps. */
export const userDataResolver = resolve<User, HookContext>({
  usernameKey: async (_value, user) => usernameKeyOf(user.username),
  password: async (value) => (value === undefined ? value : hashPassword(value)),
  roles: async (value) => value ?? [],
  createdAt: now,
  updatedAt: now,
});

export const userPatchResolver = resolve<User & { currentPassword?: string }, HookContext>({
  password: async (value) => (value === undefined ? value : hashPassword(value)),
  currentPassword: async () => undefined,
  updatedAt: now,
});

/** What the caller sees: others' accounts show `_id` and `username` only; the hash never leaves. */
export const userExternalResolver = resolve<User, HookContext>({
  password: async () => undefined,
  usernameKey: async () => undefined,
  passwordChangedAt: async () => undefined,
  roles: async (value, user, context) => (canSeePrivate(user, context) ? value : undefined),
  createdAt: async (value, user, context) => (canSeePrivate(user, context) ? value : undefined),
  updatedAt: async (value, user, context) => (canSeePrivate(user, context) ? value : undefined),
});

function canSeePrivate(user: User, context: HookContext): boolean {
  if (context.method === 'create') return true; // the new account, answered to whoever just signed up
  const caller = currentUser(context.params);
  return !!caller && (String(caller._id) === String(user._id) || hasRole(caller, 'admin'));
}
