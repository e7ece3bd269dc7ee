/** `api/reputation-points` in the OpenAPI document. */
import type { ServiceDocs } from '../../openapi/service-docs';
import { reputationDataSchema, reputationEntrySchema, reputationTotalSchema } from './reputation-points.schema';

export const reputationPointsDocs: ServiceDocs = {
  summary: { fr: 'Points de réputation', en: 'Reputation points' },
  tag: 'user',
  methods: {
    find: { access: 'user', answer: reputationTotalSchema, summary: "The signed-in player's total" },
    create: { access: 'internal', answer: reputationEntrySchema, body: reputationDataSchema, summary: 'Points are earned (hints, portals), never claimed' },
  },
};
