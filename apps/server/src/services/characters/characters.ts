import { BadRequest } from '@feathersjs/errors';
import { KnexService, type KnexAdapterParams } from '@feathersjs/knex';
import { resolveData } from '@feathersjs/schema';
import type { Application, HookContext } from '../../declarations';
import type { GameStore } from '../../game/store';
import { authenticated, currentUser } from '../../hooks/authenticate';
import { integerId } from '../../hooks/integer-id';
import { fieldErrors, validateData, validateQuery, type FieldError } from '../../hooks/validate';
import {
  characterDataResolver,
  characterDataValidate,
  characterPatchResolver,
  characterPatchValidate,
  characterQueryValidate,
} from './characters.schema';
import type { Character, CharacterData, CharacterPatch, CharacterQuery } from './characters.schema';
import { charactersMethods, charactersPath, MAX_CHARACTERS_PER_USER } from './characters.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { charactersDocs } from './characters.docs';

export const CHARACTERS_PATH = apiPath(charactersPath);
export { MAX_CHARACTERS_PER_USER };


declare module '../../declarations' {
  interface ServiceTypes {
    [CHARACTERS_PATH]: Pick<CharacterService, (typeof charactersMethods)[number]>;
  }
}

export class CharacterService extends KnexService<
  Character,
  CharacterData,
  KnexAdapterParams<CharacterQuery>,
  CharacterPatch
> {}

/** Ids of a game collection, or null when the bundle has none (empty store: any positive id goes). */
function gameIds(store: GameStore, collection: string): Set<number> | null {
  const rows = store.collections.get(collection);
  return rows && rows.length > 0 ? new Set(rows.map((row) => Number(row.id))) : null;
}

/** `server` and `breed` must exist in the game data; the refused fields, if any. */
export function unknownGameIds(store: GameStore, data: CharacterPatch): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const servers = gameIds(store, 'servers');
  const breeds = gameIds(store, 'breeds');
  if (data.server !== undefined && servers && !servers.has(data.server)) {
    errors.server = { key: 'unknown-server', message: 'This server does not exist' };
  }
  if (data.breed !== undefined && breeds && !breeds.has(data.breed)) {
    errors.breed = { key: 'unknown-breed', message: 'This class does not exist' };
  }
  return errors;
}

function existsInGame(store: GameStore) {
  return (context: HookContext): void => {
    const errors = unknownGameIds(store, context.data as CharacterPatch);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  };
}

/**
 * A player only ever reaches their own characters: lists are filtered to the caller, and get/patch/
 * remove look the id up among the caller's rows only, so someone else's id is a plain 404.
 */
function ownRowsOnly(context: HookContext): void {
  const user = currentUser(context.params);
  if (!user) {
    if (context.params.provider) throw new BadRequest('A signed-in user is required');
    return;
  }
  const query = context.method === 'find' ? { ...(context.params.query ?? {}) } : {};
  context.params = { ...context.params, query: { ...query, user: user._id } };
}

/** Spec §7: characters come sorted by server. */
function sortByServer(context: HookContext): void {
  const query = context.params.query ?? {};
  if (!query.$sort) context.params.query = { ...query, $sort: { server: 1, _id: 1 } };
}

async function belowCharacterLimit(context: HookContext): Promise<void> {
  const user = currentUser(context.params);
  if (!user) throw new BadRequest('A signed-in user is required');
  const row = await context.app.get('db')('characters').where('user', user._id).count({ count: '*' }).first();
  if (Number(row?.count ?? 0) >= MAX_CHARACTERS_PER_USER) {
    throw new BadRequest(`You cannot have more than ${MAX_CHARACTERS_PER_USER} characters`, {
      key: 'too-many-characters',
    });
  }
}

export function registerCharacters(app: Application): void {
  const store = app.get('gameStore');
  const service = new CharacterService({
    Model: app.get('db'),
    name: 'characters',
    id: '_id',
    paginate: { default: 50, max: 100 },
    multi: false,
  });
  app.use(CHARACTERS_PATH, withDocs(service, charactersDocs), { methods: [...charactersMethods], events: [] });
  app.service(CHARACTERS_PATH).hooks({
    before: {
      all: [authenticated],
      find: [validateQuery(characterQueryValidate), ownRowsOnly, sortByServer],
      get: [integerId, ownRowsOnly],
      create: [
        validateData(characterDataValidate),
        existsInGame(store),
        belowCharacterLimit,
        resolveData(characterDataResolver),
      ],
      patch: [
        integerId,
        validateData(characterPatchValidate),
        existsInGame(store),
        ownRowsOnly,
        resolveData(characterPatchResolver),
      ],
      remove: [integerId, ownRowsOnly],
    },
  });
}
