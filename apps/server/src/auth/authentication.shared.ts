/** The contract of `api/authentication` (sign-in, sign-out) and of the session cookie. */
import type { ServiceContract } from '../contract';
import type { Static } from '@feathersjs/typebox';
import type { publicUserSchema } from '../services/users/users.docs';

export const authenticationPath = 'authentication';
export const authenticationMethods = ['create', 'remove'] as const;

/**
 * The HttpOnly cookie holding the access token: the server reads it (pages and API), scripts cannot.
 * Signing in through the API sets it; signing out clears it.
 */
export const TOKEN_COOKIE = 'grimoire_token';
/** The script-readable cookie holding the session's CSRF token, echoed in `CSRF_HEADER` on writes. */
export const CSRF_COOKIE = 'grimoire_csrf';
/** The header a cookie-authenticated write carries the CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

/** The signed-in account as pages see it (the sign-in answer's `user`, the loaders' `context.user`). */
export type PublicUser = Static<typeof publicUserSchema>;

export interface SignIn {
  strategy: 'local';
  username: string;
  password: string;
}

export interface AuthenticationContract extends ServiceContract {
  methods: (typeof authenticationMethods)[number];
  result: { accessToken: string | null };
  created: { accessToken: string; user: PublicUser };
  data: SignIn;
}
