/** `api/characters` in the OpenAPI document. */
import { page, type ServiceDocs } from '../../openapi/service-docs';
import { characterDataSchema, characterPatchSchema, characterQuerySchema, characterSchema } from './characters.schema';

export const charactersDocs: ServiceDocs = {
  summary: { fr: 'Personnages du compte connecté', en: "The signed-in account's characters" },
  tag: 'user',
  methods: {
    find: { access: 'user', answer: page(characterSchema), query: characterQuerySchema },
    get: { access: 'user', answer: characterSchema, errors: { 404: 'No such character of yours' } },
    create: { access: 'user', answer: characterSchema, body: characterDataSchema },
    patch: { access: 'user', answer: characterSchema, body: characterPatchSchema, errors: { 404: 'No such character of yours' } },
    remove: { access: 'user', answer: characterSchema, errors: { 404: 'No such character of yours' } },
  },
};
