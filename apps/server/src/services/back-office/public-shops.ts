import { Type } from '@feathersjs/typebox';
import type { Paginated, Params } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import type { Application } from '../../declarations';
import { lazyValidator } from '../../hooks/compile-later';
import { queryValidator, validateQuery } from '../../hooks/validate';
import { apiPath } from '../../contract';
import { shopListingsPath, type NpcShopRecord } from './back-office.shared';
import { withDocs } from '../../openapi/service-docs';
import { shopListingsDocs } from './back-office.docs';

/** An NPC shop as everyone sees it ("sold by" on item pages, the map's shop layer). */
export type ShopListing = Omit<NpcShopRecord, 'createdAt' | 'updatedAt'>;

export const SHOP_LISTINGS_PATH = apiPath(shopListingsPath);

declare module '../../declarations' {
  interface ServiceTypes {
    [SHOP_LISTINGS_PATH]: ShopListingService;
  }
}

export const shopListingQuerySchema = Type.Object(
  {
    itemId: Type.Optional(Type.Integer({ minimum: 1 })),
    worldMap: Type.Optional(Type.Integer()),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 500 })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
const queryValidate = lazyValidator(shopListingQuerySchema, queryValidator);

/** Read-only, public view of `/npc-shop` (whose own reads are for the back office). */
export class ShopListingService {
  constructor(private readonly db: Knex) {}

  async find(params: Params = {}): Promise<Paginated<ShopListing>> {
    const query = (params.query ?? {}) as {
      itemId?: number;
      worldMap?: number;
      $limit?: number;
      $skip?: number;
    };
    const limit = query.$limit ?? 50;
    const skip = query.$skip ?? 0;
    const base = this.db('npc_shops');
    if (query.itemId !== undefined) base.where('itemIndex', 'like', `% ${query.itemId} %`);
    if (query.worldMap !== undefined) base.where('worldMap', query.worldMap);
    const [{ total }] = await base.clone().count<{ total: string | number }[]>({ total: '*' });
    const rows =
      limit === 0
        ? []
        : await base
            .orderBy([{ column: 'name' }, { column: '_id' }])
            .limit(limit)
            .offset(skip);
    const data = (rows as Record<string, unknown>[]).map((row): ShopListing => ({
      _id: Number(row._id),
      name: String(row.name),
      npcId: row.npcId === null ? null : Number(row.npcId),
      mapId: Number(row.mapId),
      posX: Number(row.posX),
      posY: Number(row.posY),
      worldMap: Number(row.worldMap),
      subAreaId: row.subAreaId === null ? null : Number(row.subAreaId),
      items: JSON.parse(String(row.items)) as ShopListing['items'],
    }));
    return { total: Number(total), limit, skip, data };
  }
}

export function registerShopListings(app: Application): void {
  app.use(SHOP_LISTINGS_PATH, withDocs(new ShopListingService(app.get('db')), shopListingsDocs(shopListingQuerySchema)), { methods: ['find'], events: [] });
  app.service(SHOP_LISTINGS_PATH).hooks({ before: { find: [validateQuery(queryValidate)] } });
}
