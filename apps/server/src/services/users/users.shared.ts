/** The contract of `api/users` (sign-up, profile, password, roles): what the web and API clients rely on. */
import type { Static } from '@feathersjs/typebox';
import type { ServiceContract } from '../../contract';
import type { userResultSchema } from './users.docs';
import type { UserData, UserPatch, UserQuery } from './users.schema';

export const usersPath = 'users';
export const usersMethods = ['find', 'get', 'create', 'patch', 'remove'] as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Letters and digits of any script, then also `.`, `_` and `-`: no spaces, no invisible characters. */
export const USERNAME_PATTERN = '^[\\p{L}\\p{N}][\\p{L}\\p{N}._-]*$';

/** The unique, case-insensitive form of a username (sign-up uniqueness and sign-in lookup). */
export function usernameKeyOf(username: string): string {
  return username.normalize('NFKC').toLowerCase();
}

/** Spec §8: a username must not be an e-mail address. */
export function looksLikeEmail(username: string): boolean {
  return username.includes('@');
}

/** Message ids of `api/users` beyond the schema's (`VALIDATION_ERROR_KEYS`). */
export const USERS_ERROR_KEYS = ['username-taken', 'username-email', 'password-incorrect'] as const;

export const ROLES = ['admin', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

/** A user as answered: others' accounts show `_id` and `username` only (its schema: users.docs.ts). */
export type UserResult = Static<typeof userResultSchema>;

export interface UsersContract extends ServiceContract {
  methods: (typeof usersMethods)[number];
  result: UserResult;
  data: Omit<UserData, 'roles'>;
  patch: UserPatch;
  query: UserQuery;
}
