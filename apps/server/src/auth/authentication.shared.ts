/** The contract of `api/authentication` (sign-in, sign-out) and of the session cookie. */
import type { ServiceContract } from '../contract';
import type { Static } from '@feathersjs/typebox';
import type { publicUserSchema } from '../services/users/users.docs';

export const authenticationPath = 'authentication';
export const authenticationMethods = ['create', 'remove'] as const;

/** The cookie holding the access token, so server rendering knows the signed-in user too. */
export const TOKEN_COOKIE = 'grimoire_token';

/** The signed-in account as pages see it (the sign-in answer's `user`, the loaders' `context.user`). */
export type PublicUser = Static<typeof publicUserSchema>;

export interface SignIn {
  strategy: 'local';
  username: string;
  password: string;
}

export interface AuthenticationContract extends ServiceContract {
  methods: (typeof authenticationMethods)[number];
  result: { accessToken: string };
  created: { accessToken: string; user: PublicUser };
  data: SignIn;
}
