import type { Paginated, Params } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import type { Application } from '../../declarations';
import { lazyValidator } from '../../hooks/compile-later';
import { queryValidator, validateQuery } from '../../hooks/validate';
import { recoltableMethods, recoltablePath } from './recoltable.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { recoltableDocs } from './recoltable.docs';
import type { RECOLTABLE_SORT_FIELDS} from './recoltable.schema';
import { recoltableQuerySchema, type Recoltable } from './recoltable.schema';

export type { Recoltable } from './recoltable.schema';

export const RECOLTABLE_PATH = apiPath(recoltablePath);

declare module '../../declarations' {
  interface ServiceTypes {
    [RECOLTABLE_PATH]: RecoltableService;
  }
}
const recoltableQueryValidate = lazyValidator(recoltableQuerySchema, queryValidator);

type Filter = number | { $in: number[] } | undefined;
const ids = (filter: Filter): number[] | undefined =>
  filter === undefined ? undefined : typeof filter === 'number' ? [filter] : filter.$in;

interface SpotRow {
  mapId: number;
  itemId: number;
  jobId: number | null;
  skillId: number | null;
  quantity: number;
  posX: number;
  posY: number;
  worldMap: number;
  subAreaId: number | null;
}

type MapRow = Pick<SpotRow, 'mapId' | 'posX' | 'posY' | 'subAreaId' | 'worldMap'>;
type SortField = (typeof RECOLTABLE_SORT_FIELDS)[number];
const SORT_COLUMN: Record<SortField, keyof MapRow> = {
  id: 'mapId',
  'pos.posX': 'posX',
  'pos.posY': 'posY',
  'pos.subAreaId': 'subAreaId',
  'pos.worldMap': 'worldMap',
};

/** The map ids in `$sort` order (the fields in the order given), ties and the default by map id. */
function sortMaps(rows: MapRow[], sort: Partial<Record<SortField, 1 | -1>>): number[] {
  const keys = (Object.entries(sort) as [SortField, 1 | -1][]).map(([field, dir]) => [SORT_COLUMN[field], dir] as const);
  const unique = new Map<number, MapRow>();
  for (const row of rows) if (!unique.has(Number(row.mapId))) unique.set(Number(row.mapId), row);
  return [...unique.values()]
    .sort((a, b) => {
      for (const [column, dir] of keys) {
        const diff = Number(a[column] ?? -Infinity) - Number(b[column] ?? -Infinity);
        if (diff !== 0) return diff * dir;
      }
      return Number(a.mapId) - Number(b.mapId);
    })
    .map((row) => Number(row.mapId));
}

/**
 * `GET /recoltable` (public, read-only): the harvest spots tagged in the back office, grouped by map
 * in DofusDB's shape, so the map, item pages and the workbench read them like the game services.
 * `quantities.item` keeps every map holding that resource (with all its other resources too).
 */
export class RecoltableService {
  constructor(private readonly db: Knex) {}

  async find(params: Params = {}): Promise<Paginated<Recoltable>> {
    const query = (params.query ?? {}) as Record<string, unknown>;
    const limit = (query.$limit as number | undefined) ?? 50;
    const skip = (query.$skip as number | undefined) ?? 0;
    const maps = this.db('custom_interactives').distinct('mapId', 'posX', 'posY', 'subAreaId', 'worldMap');
    const mapIds = ids(query.id as Filter);
    const itemIds = ids((query['quantities.item'] ?? query.resources) as Filter);
    if (mapIds) maps.whereIn('mapId', mapIds);
    if (itemIds) maps.whereIn('itemId', itemIds);
    if (query['pos.worldMap'] !== undefined) maps.where('worldMap', query['pos.worldMap'] as number);
    if (query['pos.subAreaId'] !== undefined) maps.where('subAreaId', query['pos.subAreaId'] as number);
    const all = sortMaps((await maps) as MapRow[], (query.$sort ?? {}) as Partial<Record<SortField, 1 | -1>>);
    const page = all.slice(skip, skip + limit);
    const rows = page.length
      ? ((await this.db('custom_interactives').whereIn('mapId', page).orderBy('itemId')) as SpotRow[])
      : [];
    const byMap = new Map<number, Recoltable>();
    for (const row of rows) {
      const id = Number(row.mapId);
      let record = byMap.get(id);
      if (!record) {
        record = {
          id,
          resources: [],
          quantities: [],
          pos: { posX: row.posX, posY: row.posY, subAreaId: row.subAreaId, worldMap: row.worldMap },
        };
        byMap.set(id, record);
      }
      if (!record.resources.includes(row.itemId)) record.resources.push(row.itemId);
      record.quantities.push({
        item: row.itemId,
        quantity: row.quantity,
        jobId: row.jobId,
        skillId: row.skillId,
      });
    }
    return { total: all.length, limit, skip, data: page.map((id) => byMap.get(id)!).filter(Boolean) };
  }
}

export function registerRecoltable(app: Application): void {
  app.use(RECOLTABLE_PATH, withDocs(new RecoltableService(app.get('db')), recoltableDocs), { methods: [...recoltableMethods], events: [] });
  app.service(RECOLTABLE_PATH).hooks({ before: { find: [validateQuery(recoltableQueryValidate)] } });
}
