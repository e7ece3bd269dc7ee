import { BadRequest, NotFound } from '@feathersjs/errors';
import type { Id, Params } from '@feathersjs/feathers';
import { BREEDING_FAMILIES, mountColourKey, type BreedingFamilyKey } from '@grimoire/rules';
import type { Knex } from 'knex';
import type { Application, HookContext } from '../../declarations';
import type { GameStore } from '../../game/store';
import { authenticated, currentUser } from '../../hooks/authenticate';
import { fieldErrors, validated } from '../../hooks/validate';
import { breedingDataValidate, type BreedingData, type BreedingSelections } from './breeding.schema';
import { breedingMethods, breedingPath } from './breeding.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { breedingDocs } from './breeding.docs';

/** The signed-in player's breeding selections, one record per family (`/api/breeding-selections/muldo`). */
export const BREEDING_PATH = apiPath(breedingPath);

declare module '../../declarations' {
  interface ServiceTypes {
    [BREEDING_PATH]: BreedingSelectionsService;
  }
}
const TABLE = 'breeding_selections';

interface Row {
  userId: string;
  family: string;
  male: string;
  female: string;
  updatedAt: string;
}

function familyOf(id: Id | null | undefined): BreedingFamilyKey {
  const family = BREEDING_FAMILIES.find((key) => key === id);
  if (!family) throw new NotFound('This mount family does not exist', { key: 'unknown-family' });
  return family;
}

/** The caller: every read and write is keyed by the token's user, so nobody reaches another's rows. */
function ownerOf(params: Params | undefined): string {
  const id = params && currentUser(params)?._id;
  if (id === undefined || id === null) throw new BadRequest('A signed-in user is required');
  return String(id);
}

const toResult = (family: BreedingFamilyKey, row: Row | undefined): BreedingSelections => ({
  family,
  male: row ? (JSON.parse(row.male) as BreedingData['male']) : {},
  female: row ? (JSON.parse(row.female) as BreedingData['female']) : {},
  updatedAt: row?.updatedAt ?? null,
});

export class BreedingSelectionsService {
  constructor(private readonly db: Knex) {}

  async find(params?: Params): Promise<BreedingSelections[]> {
    const rows = (await this.db<Row>(TABLE).where('userId', ownerOf(params))) as Row[];
    return BREEDING_FAMILIES.map((family) => toResult(family, rows.find((row) => row.family === family)));
  }

  async get(id: Id, params?: Params): Promise<BreedingSelections> {
    const family = familyOf(id);
    const row = (await this.db<Row>(TABLE).where({ userId: ownerOf(params), family }).first()) as Row | undefined;
    return toResult(family, row);
  }

  /** Replaces both maps of one family (one upsert: written whole or not at all). */
  async update(id: Id, data: BreedingData, params?: Params): Promise<BreedingSelections> {
    const family = familyOf(id);
    const row: Row = {
      userId: ownerOf(params),
      family,
      male: JSON.stringify(data.male),
      female: JSON.stringify(data.female),
      updatedAt: new Date().toISOString(),
    };
    await this.db<Row>(TABLE).insert(row).onConflict(['userId', 'family']).merge(['male', 'female', 'updatedAt']);
    return toResult(family, row);
  }
}

/** Colour keys of each family's mounts in the loaded bundle (null without mounts: only the shape is checked). */
function colourKeysOf(store: GameStore): () => Map<string, Set<string>> | null {
  let keys: Map<string, Set<string>> | null | undefined;
  return () => {
    if (keys === undefined) {
      const rows = (store.collections.get('mounts') ?? []) as { family?: string; colors?: string[]; name?: { fr?: string } }[];
      const families = new Map<string, Set<string>>();
      for (const row of rows) {
        if (!row.family) continue;
        const set = families.get(row.family) ?? new Set<string>();
        set.add(mountColourKey(row));
        families.set(row.family, set);
      }
      keys = families.size > 0 ? families : null;
    }
    return keys;
  };
}

/** Validates the maps and refuses a colour combination the family does not have: a 400, nothing written. */
function validateSelections(known: () => Map<string, Set<string>> | null) {
  return async (context: HookContext): Promise<void> => {
    const family = familyOf(context.id);
    const data = (await validated(breedingDataValidate, context.data ?? {})) as BreedingData;
    const keys = known()?.get(family);
    if (keys) {
      for (const sex of ['male', 'female'] as const) {
        const unknown = Object.keys(data[sex]).find((key) => !keys.has(key));
        if (unknown !== undefined)
          throw fieldErrors({ [sex]: { key: 'unknown-mount', message: `No ${family} is ${unknown}` } });
      }
    }
    context.data = data;
  };
}

export function registerBreedingSelections(app: Application): void {
  const known = colourKeysOf(app.get('gameStore'));
  app.use(BREEDING_PATH, withDocs(new BreedingSelectionsService(app.get('db')), breedingDocs), {
    methods: [...breedingMethods],
    events: [],
  });
  app.service(BREEDING_PATH).hooks({
    around: { all: [authenticated] },
    before: { update: [validateSelections(known)] },
  });
}
