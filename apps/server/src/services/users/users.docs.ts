/** `api/users` and `api/authentication` in the OpenAPI document. */
import { Type } from '@feathersjs/typebox';
import { DateTime, page, type ServiceDocs } from '../../openapi/service-docs';
import { userDataSchema, userPatchSchema, userQuerySchema } from './users.schema';
import { ROLES, USERNAME_MAX } from './users.shared';

const Roles = Type.Array(Type.Union(ROLES.map((role) => Type.Literal(role))));

/** A user as answered: others' accounts show `_id` and `username` only (the hash never leaves). */
export const userResultSchema = Type.Object(
  {
    _id: Type.Integer(),
    username: Type.String({ maxLength: USERNAME_MAX }),
    roles: Type.Optional(Roles),
    createdAt: Type.Optional(DateTime),
    updatedAt: Type.Optional(DateTime),
  },
  { $id: 'UserResult', additionalProperties: false },
);

export const usersDocs: ServiceDocs = {
  summary: { fr: 'Comptes (inscription, profil, mot de passe)', en: 'Accounts (sign-up, profile, password)' },
  tag: 'user',
  methods: {
    find: { access: 'admin', answer: page(userResultSchema), query: userQuerySchema },
    get: { access: 'user', answer: userResultSchema, errors: { 404: 'No such account' } },
    create: { access: 'public', answer: userResultSchema, body: userDataSchema, summary: 'Sign-up', errors: { 429: 'Too many sign-ups from this network' } },
    patch: { access: 'user', answer: userResultSchema, body: userPatchSchema, summary: 'A new password (with the current one), or roles (admins)' },
    remove: { access: 'user', answer: userResultSchema, summary: "Deletes one's own account (admins: any)" },
  },
};

/** The signed-in account in the sign-in answer. */
export const publicUserSchema = Type.Object(
  { _id: Type.Integer(), username: Type.String(), roles: Roles },
  { $id: 'PublicUser', additionalProperties: false },
);

const authenticationSchema = Type.Object(
  {
    accessToken: Type.String(),
    authentication: Type.Object({ strategy: Type.String() }, { additionalProperties: true }),
    user: publicUserSchema,
  },
  { $id: 'Authentication', additionalProperties: false },
);

export const authenticationDocs: ServiceDocs = {
  summary: { fr: 'Connexion et déconnexion (jeton JWT)', en: 'Sign-in and sign-out (JWT access token)' },
  tag: 'user',
  methods: {
    create: {
      access: 'public',
      summary: 'Sign-in: `{strategy: "local", username, password}` → the access token and the account',
      body: Type.Union([
        Type.Object({ strategy: Type.Literal('local'), username: Type.String(), password: Type.String() }, { additionalProperties: false }),
        Type.Object({ strategy: Type.Literal('jwt'), accessToken: Type.String() }, { additionalProperties: false }),
      ]),
      answer: authenticationSchema,
      errors: { 429: 'Too many sign-in attempts from this network' },
    },
    remove: {
      access: 'optional',
      summary: 'Sign-out: clears the session cookies (idempotent). A token sent is checked; without one the answer is `{ accessToken: null }`',
      answer: Type.Object({ accessToken: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: true }),
    },
  },
};
