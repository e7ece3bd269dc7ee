/**
 * The request and answer schemas of the user-data services, taken from the TypeBox schemas their
 * hooks validate with. A service registered without an entry here is still listed in the OpenAPI
 * document (path and methods, discovered from the app), with free-form bodies; adding its schemas
 * is one entry below.
 */
import type { TSchema } from '@feathersjs/typebox';
import { bugReportDataSchema, bugReportQuerySchema, bugReportSchema } from '../../services/bug-reports/bug-reports.schema';
import {
  characterDataSchema,
  characterPatchSchema,
  characterQuerySchema,
  characterSchema,
} from '../../services/characters/characters.schema';
import { reputationDataSchema, reputationEntrySchema } from '../../services/reputation-points/reputation-points.schema';
import { stuffDataSchema, stuffQuerySchema } from '../../services/stuffs/stuffs.schema';
import { userDataSchema, userPatchSchema, userQuerySchema, userSchema } from '../../services/users/users.schema';
import {
  workbenchDataSchema,
  workbenchPatchSchema,
  workbenchQuerySchema,
} from '../../services/workbench/workbench.schema';

export interface ServiceSchemas {
  /** One record as answered. */
  result?: TSchema;
  /** `create` (and `update`) body. */
  data?: TSchema;
  /** `patch` body. */
  patch?: TSchema;
  /** Query parameters of `find`. */
  query?: TSchema;
  summary: { fr: string; en: string };
}

export const SERVICE_SCHEMAS: Readonly<Record<string, ServiceSchemas>> = {
  users: {
    result: userSchema,
    data: userDataSchema,
    patch: userPatchSchema,
    query: userQuerySchema,
    summary: { fr: 'Comptes (inscription, profil)', en: 'Accounts (sign-up, profile)' },
  },
  characters: {
    result: characterSchema,
    data: characterDataSchema,
    patch: characterPatchSchema,
    query: characterQuerySchema,
    summary: { fr: 'Personnages du compte connecté', en: "The signed-in account's characters" },
  },
  stuffs: {
    data: stuffDataSchema,
    query: stuffQuerySchema,
    summary: { fr: 'Stuffs enregistrés (publics, non référencés, privés)', en: 'Saved stuffs (public, unlisted, private)' },
  },
  workbench: {
    data: workbenchDataSchema,
    patch: workbenchPatchSchema,
    query: workbenchQuerySchema,
    summary: { fr: "Ateliers (listes d'objets à fabriquer)", en: 'Workbenches (lists of items to craft)' },
  },
  'reputation-points': {
    result: reputationEntrySchema,
    data: reputationDataSchema,
    summary: { fr: 'Points de réputation', en: 'Reputation points' },
  },
  'bug-reports': {
    result: bugReportSchema,
    data: bugReportDataSchema,
    query: bugReportQuerySchema,
    summary: { fr: 'Signalements de bugs', en: 'Bug reports' },
  },
  authentication: {
    summary: {
      fr: 'Connexion : POST {strategy: "local", username, password} → {accessToken}',
      en: 'Sign-in: POST {strategy: "local", username, password} → {accessToken}',
    },
  },
  look: { summary: { fr: "Image de classe (breedId, sexe, itemIds)", en: 'Class picture (breedId, sexe, itemIds)' } },
};
