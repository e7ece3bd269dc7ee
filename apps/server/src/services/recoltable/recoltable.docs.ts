/** `api/recoltable` in the OpenAPI document. */
import { Type, type Static } from '@feathersjs/typebox';
import { page, sameShape, type ServiceDocs } from '../../openapi/service-docs';
import { recoltableQuerySchema, type Recoltable } from './recoltable.schema';

const IntOrNull = Type.Union([Type.Integer(), Type.Null()]);
const recoltable = Type.Object(
  {
    id: Type.Integer({ description: 'Map id' }),
    resources: Type.Array(Type.Integer()),
    quantities: Type.Array(
      Type.Object({ item: Type.Integer(), quantity: Type.Integer(), jobId: IntOrNull, skillId: IntOrNull }, { additionalProperties: false }),
    ),
    pos: Type.Object({ posX: Type.Integer(), posY: Type.Integer(), subAreaId: IntOrNull, worldMap: Type.Integer() }, { additionalProperties: false }),
  },
  { $id: 'Recoltable', additionalProperties: false },
);
sameShape<Static<typeof recoltable>, Recoltable>(true);

export const recoltableDocs: ServiceDocs = {
  summary: { fr: 'Ressources à récolter par carte (forme DofusDB)', en: 'Harvestables per map (DofusDB shape)' },
  tag: 'game',
  methods: { find: { access: 'public', answer: page(recoltable), query: recoltableQuerySchema } },
};
