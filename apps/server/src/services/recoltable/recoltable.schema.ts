/** The shapes of `api/recoltable`: its query and its record (DofusDB's). */
import { Type } from '@feathersjs/typebox';

/** DofusDB's `recoltable` shape: one record per map with what can be harvested there. */
export interface Recoltable {
  /** Map id. */
  id: number;
  /** The item ids harvested here (what DofusDB clients filter with `resources[$in]`). */
  resources: number[];
  quantities: { item: number; quantity: number; jobId: number | null; skillId: number | null }[];
  pos: { posX: number; posY: number; subAreaId: number | null; worldMap: number };
}

const RECOLTABLE_LIMIT_MAX = 1000;

/** The fields `$sort` accepts: the map id and its position. */
export const RECOLTABLE_SORT_FIELDS = ['id', 'pos.posX', 'pos.posY', 'pos.subAreaId', 'pos.worldMap'] as const;

const idOrIn = Type.Union([
  Type.Integer({ minimum: 1 }),
  Type.Object(
    { $in: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 }) },
    { additionalProperties: false },
  ),
]);
export const recoltableQuerySchema = Type.Object(
  {
    id: Type.Optional(idOrIn),
    'quantities.item': Type.Optional(idOrIn),
    // DofusDB clients ask `resources[$in][]=289`: the same filter as `quantities.item`.
    resources: Type.Optional(idOrIn),
    'pos.worldMap': Type.Optional(Type.Integer()),
    'pos.subAreaId': Type.Optional(Type.Integer({ minimum: 0 })),
    // Like every game service: `$sort[id]=1`, `$sort[pos.posX]=-1`, ... (1 ascending, -1 descending).
    $sort: Type.Optional(
      Type.Object(
        Object.fromEntries(RECOLTABLE_SORT_FIELDS.map((field) => [field, Type.Optional(Type.Union([Type.Literal(1), Type.Literal(-1)]))])),
        { additionalProperties: false },
      ),
    ),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: RECOLTABLE_LIMIT_MAX })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
    $cache: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
