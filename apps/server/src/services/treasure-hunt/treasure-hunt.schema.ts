import { Type, type Static } from '@feathersjs/typebox';
import { HINT_ABSENT_RELIABILITY } from '@grimoire/rules';
import { lazyValidator } from '../../hooks/compile-later';
import { queryValidator } from '../../hooks/validate';
import { HINT_KINDS, HINT_STATUSES } from './treasure-hunt.shared';

/**
 * Coordinates a position field accepts: any a player can type (four digits). A typed position beyond
 * the world is answered by the service with the world's extent (key `outside-world`), not refused here.
 */
export const COORD = { minimum: -9999, maximum: 9999 } as const;
/** An absence report with this reliability (votes for minus against) stops the clue being answered there. */
export const ABSENT_RELIABILITY = HINT_ABSENT_RELIABILITY;
/** Reputation points: a new hint, and its validation by a moderator. */
export const POINTS_PROPOSED = 1;
export const POINTS_VALIDATED = 5;

const Coord = Type.Integer(COORD);
const Id = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/** `GET /treasure-hunt`: position, direction, and optionally the world and the clue. */
export const treasureHuntQuerySchema = Type.Object(
  {
    x: Coord,
    y: Coord,
    direction: Type.Union([Type.Literal(0), Type.Literal(2), Type.Literal(4), Type.Literal(6)]),
    worldMap: Type.Optional(Id),
    clue: Type.Optional(Id),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    $skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { $id: 'TreasureHuntQuery', additionalProperties: false },
);
export type TreasureHuntQuery = Static<typeof treasureHuntQuerySchema>;
export const treasureHuntQueryValidate = lazyValidator(treasureHuntQuerySchema, queryValidator);

/** `GET /clue-maps`: every map of a world holding a clue. */
export const clueMapsQuerySchema = Type.Object(
  { clueId: Id, worldMap: Type.Optional(Id) },
  { $id: 'ClueMapsQuery', additionalProperties: false },
);
export const clueMapsQueryValidate = lazyValidator(clueMapsQuerySchema, queryValidator);

/** Spec §3 Treasure hint as stored and answered. */
export interface MapClue {
  _id: number;
  clueId: number;
  posX: number;
  posY: number;
  worldMap: number;
  kind: (typeof HINT_KINDS)[number];
  status: (typeof HINT_STATUSES)[number];
  reliability: number;
  user: number | null;
  createdAt: string;
  updatedAt: string;
}

/** `POST /map-clue`: every field but the world (main world by default) is required (spec §5). */
/** `GET /clue-pack`: a world's clue data (the main world unless told). */
export const cluePackQuerySchema = Type.Object({ worldMap: Type.Optional(Id) }, { $id: 'CluePackQuery', additionalProperties: false });
export const cluePackQueryValidate = lazyValidator(cluePackQuerySchema, queryValidator);

export const mapClueDataSchema = Type.Object(
  {
    clueId: Id,
    posX: Coord,
    posY: Coord,
    worldMap: Type.Optional(Id),
    kind: Type.Union(HINT_KINDS.map((k) => Type.Literal(k))),
  },
  { $id: 'MapClueData', additionalProperties: false },
);
export type MapClueData = Static<typeof mapClueDataSchema>;

/** `PATCH /map-clue/:id`: a player's vote, or a moderator's decision. */
export const mapCluePatchSchema = Type.Object(
  {
    vote: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(-1)])),
    status: Type.Optional(Type.Union(HINT_STATUSES.map((s) => Type.Literal(s)))),
  },
  { $id: 'MapCluePatch', additionalProperties: false, minProperties: 1, maxProperties: 1 },
);
export type MapCluePatch = Static<typeof mapCluePatchSchema>;

export const mapClueQuerySchema = Type.Object(
  {
    clueId: Type.Optional(Id),
    posX: Type.Optional(Coord),
    posY: Type.Optional(Coord),
    worldMap: Type.Optional(Id),
    kind: Type.Optional(Type.Union(HINT_KINDS.map((k) => Type.Literal(k)))),
    status: Type.Optional(Type.Union(HINT_STATUSES.map((s) => Type.Literal(s)))),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { $id: 'MapClueQuery', additionalProperties: false },
);
export type MapClueQuery = Static<typeof mapClueQuerySchema>;
export const mapClueQueryValidate = lazyValidator(mapClueQuerySchema, queryValidator);
