/** `api/breeding-selections` in the OpenAPI document. */
import { Type, type Static } from '@feathersjs/typebox';
import { BREEDING_FAMILIES } from '@grimoire/rules';
import { DateTime, sameShape, type ServiceDocs } from '../../openapi/service-docs';
import { breedingDataSchema, type BreedingSelections } from './breeding.schema';

const selections = Type.Object(
  {
    family: Type.Union(BREEDING_FAMILIES.map((family) => Type.Literal(family))),
    male: breedingDataSchema.properties.male,
    female: breedingDataSchema.properties.female,
    updatedAt: Type.Union([DateTime, Type.Null()], { description: 'null: never saved' }),
  },
  { $id: 'BreedingSelections', additionalProperties: false },
);
sameShape<Static<typeof selections>, BreedingSelections>(true);

const family = { 404: `No such family (${BREEDING_FAMILIES.join(', ')})` } as const;
export const breedingDocs: ServiceDocs = {
  summary: { fr: 'Sélections des outils d’élevage du joueur connecté', en: "The signed-in player's breeding picks" },
  tag: 'user',
  methods: {
    find: { access: 'user', answer: Type.Array(selections), summary: 'One record per family' },
    get: { access: 'user', answer: selections, errors: family },
    update: { access: 'user', answer: selections, body: breedingDataSchema, summary: 'Both maps, replaced whole', errors: family },
  },
};
