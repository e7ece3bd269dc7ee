/** `api/workbench` in the OpenAPI document. */
import { Type, type Static } from '@feathersjs/typebox';
import { DateTime, page, sameShape, type ServiceDocs } from '../../openapi/service-docs';
import { workbenchDataSchema, workbenchPatchSchema, workbenchQuerySchema, type Workbench } from './workbench.schema';
import { WORKBENCH_SHARINGS } from './workbench.shared';

const held = Type.Object(
  { id: Type.Integer(), quantity: Type.Integer(), needed: Type.Optional(Type.Integer()) },
  { additionalProperties: false },
);

/** A saved workbench as answered. */
export const workbenchSchema = Type.Object(
  {
    _id: Type.String({ description: 'The random share id of its links' }),
    userId: Type.String(),
    name: Type.String(),
    shared: Type.Union(WORKBENCH_SHARINGS.map((sharing) => Type.Literal(sharing))),
    items: Type.Array(Type.Object({ itemId: Type.Integer(), quantity: Type.Integer(), finished: Type.Boolean() }, { additionalProperties: false })),
    currentQuantities: Type.Array(held),
    hiddenSubRecipes: Type.Array(Type.Integer()),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'Workbench', additionalProperties: false },
);
sameShape<Static<typeof workbenchSchema>, Workbench>(true);

const notFound = { 404: 'No such workbench, or a private one of someone else' } as const;

export const workbenchDocs: ServiceDocs = {
  summary: { fr: "Ateliers (listes d'objets à fabriquer)", en: 'Workbenches (lists of items to craft)' },
  tag: 'user',
  methods: {
    find: { access: 'optional', answer: page(workbenchSchema), query: workbenchQuerySchema, summary: "A user's workbenches (all for the owner, public ones for others)" },
    get: { access: 'optional', answer: workbenchSchema, errors: notFound },
    create: { access: 'user', answer: workbenchSchema, body: workbenchDataSchema, errors: { 429: 'Too many writes from this network' } },
    update: { access: 'user', answer: workbenchSchema, body: workbenchDataSchema, errors: notFound },
    patch: { access: 'user', answer: workbenchSchema, body: workbenchPatchSchema, summary: 'Adds crafts (merged with the same items)', errors: notFound },
    remove: { access: 'user', answer: workbenchSchema, errors: notFound },
  },
};
