import { Type, type Static } from '@feathersjs/typebox';
import { lazyValidator } from '../../hooks/compile-later';
import { dataValidator, queryValidator } from '../../hooks/validate';
import {
  APPEARANCE_IDS_MAX,
  HARVEST_QUANTITY_MAX,
  LOOK_MAX,
  LOOK_PATTERN,
  MAP_CLUE_EDIT_KINDS,
  PRICE_MAX,
  SHOP_ITEMS_MAX,
  SHOP_NAME_MAX,
} from './back-office.shared';

/** Game ids (items, maps, jobs...) are positive 32-bit integers. */
const gameId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const paging = {
  $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 500 })),
  $skip: Type.Optional(Type.Integer({ minimum: 0 })),
};

// ---- custom-interactives: a harvestable (resource item, job, skill) tagged on a map
export const customInteractiveDataSchema = Type.Object(
  {
    mapId: gameId,
    itemId: gameId,
    jobId: Type.Optional(gameId),
    skillId: Type.Optional(gameId),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: HARVEST_QUANTITY_MAX })),
  },
  { $id: 'CustomInteractiveData', additionalProperties: false },
);
export type CustomInteractiveData = Static<typeof customInteractiveDataSchema>;
export const customInteractiveDataValidate = lazyValidator(customInteractiveDataSchema, dataValidator);
export const customInteractiveQuerySchema = Type.Object(
  {
    mapId: Type.Optional(gameId),
    itemId: Type.Optional(gameId),
    subAreaId: Type.Optional(Type.Integer({ minimum: 0 })),
    worldMap: Type.Optional(Type.Integer()),
    ...paging,
  },
  { additionalProperties: false },
);
export const customInteractiveQueryValidate = lazyValidator(customInteractiveQuerySchema, queryValidator);

// ---- custom-interactives-missing
export const missingQuerySchema = Type.Object(
  {
    subAreaId: Type.Optional(Type.Integer({ minimum: 0 })),
    worldMap: Type.Optional(Type.Integer()),
    ...paging,
  },
  { additionalProperties: false },
);
export const missingQueryValidate = lazyValidator(missingQuerySchema, queryValidator);

// ---- npc-shop: an NPC's shop on a map
export const npcShopDataSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: SHOP_NAME_MAX, pattern: '\\S' }),
    npcId: Type.Optional(gameId),
    mapId: gameId,
    items: Type.Array(
      Type.Object(
        {
          itemId: gameId,
          price: Type.Integer({ minimum: 1, maximum: PRICE_MAX }),
          /** The item paid with (tokens, doploons...); absent = kamas. */
          currencyItemId: Type.Optional(gameId),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: SHOP_ITEMS_MAX },
    ),
  },
  { $id: 'NpcShopData', additionalProperties: false },
);
export type NpcShopData = Static<typeof npcShopDataSchema>;
export const npcShopDataValidate = lazyValidator(npcShopDataSchema, dataValidator);
export const npcShopQuerySchema = Type.Object(
  {
    mapId: Type.Optional(gameId),
    itemId: Type.Optional(gameId),
    worldMap: Type.Optional(Type.Integer()),
    ...paging,
  },
  { additionalProperties: false },
);
export const npcShopQueryValidate = lazyValidator(npcShopQuerySchema, queryValidator);

// ---- poi-gfx: a treasure-hunt point of interest → the graphic element showing it in the game
export const poiGfxDataSchema = Type.Object(
  { poiId: gameId, gfxId: gameId },
  { $id: 'PoiGfxData', additionalProperties: false },
);
export type PoiGfxData = Static<typeof poiGfxDataSchema>;
export const poiGfxDataValidate = lazyValidator(poiGfxDataSchema, dataValidator);
export const poiGfxPatchSchema = Type.Object({ gfxId: gameId }, { $id: 'PoiGfxPatch', additionalProperties: false });
export const poiGfxPatchValidate = lazyValidator(poiGfxPatchSchema, dataValidator);
export const poiGfxQuerySchema = Type.Object({ poiId: Type.Optional(gameId), ...paging }, { additionalProperties: false });
export const poiGfxQueryValidate = lazyValidator(poiGfxQuerySchema, queryValidator);

// ---- map-clue-edits (`back/poi/from-map`): a clue staff put on a map or take off it
export const mapClueEditDataSchema = Type.Object(
  { mapId: gameId, clueId: gameId, kind: Type.Union(MAP_CLUE_EDIT_KINDS.map((kind) => Type.Literal(kind))) },
  { $id: 'MapClueEditData', additionalProperties: false },
);
export type MapClueEditData = Static<typeof mapClueEditDataSchema>;
export const mapClueEditDataValidate = lazyValidator(mapClueEditDataSchema, dataValidator);
export const mapClueEditQuerySchema = Type.Object(
  {
    mapId: Type.Optional(gameId),
    clueId: Type.Optional(gameId),
    posX: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
    posY: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
    worldMap: Type.Optional(Type.Integer()),
    ...paging,
  },
  { additionalProperties: false },
);
export const mapClueEditQueryValidate = lazyValidator(mapClueEditQuerySchema, queryValidator);

// ---- appearances: an item's appearance (skin) ids and look data
const appearanceIds = Type.Array(Type.Integer({ minimum: 0, maximum: 2_147_483_647 }), {
  minItems: 1,
  maxItems: APPEARANCE_IDS_MAX,
  uniqueItems: true,
});
const look = Type.String({ maxLength: LOOK_MAX, pattern: LOOK_PATTERN });
export const appearanceDataSchema = Type.Object(
  { itemId: gameId, appearanceIds, look: Type.Optional(look) },
  { $id: 'AppearanceData', additionalProperties: false },
);
export type AppearanceData = Static<typeof appearanceDataSchema>;
export const appearanceDataValidate = lazyValidator(appearanceDataSchema, dataValidator);
export const appearancePatchSchema = Type.Object(
  { appearanceIds: Type.Optional(appearanceIds), look: Type.Optional(Type.Union([look, Type.Null()])) },
  { $id: 'AppearancePatch', additionalProperties: false, minProperties: 1 },
);
export const appearancePatchValidate = lazyValidator(appearancePatchSchema, dataValidator);
export const appearanceQuerySchema = Type.Object({ itemId: Type.Optional(gameId), ...paging }, { additionalProperties: false });
export const appearanceQueryValidate = lazyValidator(appearanceQuerySchema, queryValidator);

// ---- audit-log
export const auditQuerySchema = Type.Object(
  {
    service: Type.Optional(Type.String({ maxLength: 40 })),
    recordId: Type.Optional(Type.String({ maxLength: 64 })),
    ...paging,
  },
  { additionalProperties: false },
);
export const auditQueryValidate = lazyValidator(auditQuerySchema, queryValidator);
/** PATCH `/audit-log/{id}` `{ undone: true }` undoes that entry. */
export const auditPatchSchema = Type.Object({ undone: Type.Literal(true) }, { $id: 'AuditPatch', additionalProperties: false });
export const auditPatchValidate = lazyValidator(auditPatchSchema, dataValidator);
