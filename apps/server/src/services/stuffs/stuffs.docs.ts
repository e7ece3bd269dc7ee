/** `api/stuffs` and `api/look` in the OpenAPI document. */
import { Type, type Static } from '@feathersjs/typebox';
import { DateTime, page, sameShape, type ServiceDocs } from '../../openapi/service-docs';
import type { LookResult } from '../look/look';
import { stuffDataSchema, stuffQuerySchema, type StuffResult } from './stuffs.schema';

/** A saved stuff as answered: its payload, share id, author and dates. */
export const stuffResultSchema = Type.Object(
  {
    ...stuffDataSchema.properties,
    id: Type.String({ description: 'The random share id of its links' }),
    author: Type.Union([Type.String(), Type.Null()], { description: "The owner's user id; null for a guest's stuff" }),
    authorName: Type.Union([Type.String(), Type.Null()], { description: "The owner's name (their profile lists their public stuffs); null for a guest's stuff" }),
    likes: Type.Integer({ minimum: 0, description: 'Likes of members (only public stuffs can be liked)' }),
    likedByMe: Type.Optional(Type.Boolean({ description: 'Whether the caller liked it (signed-in callers only)' })),
    moderationHidden: Type.Boolean({ description: 'Hidden by a moderator: only its owner and moderators open it, no list shows it' }),
    moderationReason: Type.Optional(Type.String({ description: "Why a moderator hid it (a hidden stuff's answer to its owner and staff)" })),
    createdAt: DateTime,
    updatedAt: DateTime,
    editSecret: Type.Optional(Type.String({ description: "Only in the answer to a guest's creation: send it as x-edit-secret to edit" })),
  },
  { $id: 'StuffResult', additionalProperties: false },
);
sameShape<Static<typeof stuffResultSchema>, StuffResult>(true);

const notFound = { 404: 'No such stuff, or a private one of someone else' } as const;

export const stuffsDocs: ServiceDocs = {
  summary: { fr: 'Stuffs enregistrés (publics, non référencés, privés)', en: 'Saved stuffs (public, unlisted, private)' },
  tag: 'user',
  methods: {
    find: { access: 'optional', answer: page(stuffResultSchema), query: stuffQuerySchema, summary: 'Public stuffs, or `me=true` for your own' },
    get: { access: 'optional', answer: stuffResultSchema, errors: notFound },
    create: { access: 'optional', answer: stuffResultSchema, body: stuffDataSchema, summary: 'Publishes a stuff (guests too: keep the edit secret)', errors: { 429: 'Too many stuffs published from this network' } },
    update: { access: 'optional', answer: stuffResultSchema, body: stuffDataSchema, summary: 'Its author, or a guest with the x-edit-secret header', errors: notFound },
    remove: { access: 'optional', answer: stuffResultSchema, summary: 'Its author, or a guest with the x-edit-secret header', errors: notFound },
  },
};

const lookResultSchema = Type.Object(
  { url: Type.String(), kind: Type.Union([Type.Literal('artwork'), Type.Literal('breed')]) },
  { $id: 'LookResult', additionalProperties: false },
);
sameShape<Static<typeof lookResultSchema>, LookResult>(true);

export const lookDocs: ServiceDocs = {
  summary: { fr: "Image de classe (breedId, sexe, itemIds)", en: 'Class picture (breedId, sexe, itemIds)' },
  tag: 'game',
  methods: {
    find: {
      access: 'public',
      answer: lookResultSchema,
      query: Type.Object(
        {
          breedId: Type.Integer({ minimum: 1 }),
          sexe: Type.Optional(Type.Union([Type.Literal('female'), Type.Literal('male'), Type.Literal('0'), Type.Literal('1')])),
          itemIds: Type.Optional(Type.String({ description: 'Worn item ids, comma-separated (accepted, not drawn)' })),
        },
        { additionalProperties: false },
      ),
      errors: { 404: 'No such class' },
    },
  },
};
