/** The treasure hunt (`api/treasure-hunt`, `api/clue-maps`, `api/clue-pack`, `api/map-clue`) in the OpenAPI document. */
import { Type, type Static } from '@feathersjs/typebox';
import { DateTime, page, sameShape, type ServiceDocs } from '../../openapi/service-docs';
import type { HuntMap } from './treasure-hunt';
import type { CluePack } from './clue-pack';
import {
  clueMapsQuerySchema,
  cluePackQuerySchema,
  mapClueDataSchema,
  mapCluePatchSchema,
  mapClueQuerySchema,
  treasureHuntQuerySchema,
  type MapClue,
} from './treasure-hunt.schema';
import { HINT_KINDS, HINT_STATUSES } from './treasure-hunt.shared';

const clueName = Type.Object(
  { fr: Type.Optional(Type.String()), en: Type.Optional(Type.String()), es: Type.Optional(Type.String()), de: Type.Optional(Type.String()), pt: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
const huntMap = Type.Object(
  {
    id: Type.Integer(),
    posX: Type.Integer(),
    posY: Type.Integer(),
    distance: Type.Integer(),
    pois: Type.Array(Type.Object({ id: Type.Integer(), name: clueName, className: Type.Literal('PointOfInterest') }, { additionalProperties: false })),
  },
  { $id: 'HuntMap', additionalProperties: false },
);
sameShape<Static<typeof huntMap>, HuntMap>(true);

export const treasureHuntDocs: ServiceDocs = {
  summary: {
    fr: 'Chasse au trésor : cartes à indices dans une direction (forme DofusDB)',
    en: 'Treasure hunt: maps holding clues in a direction (DofusDB shape)',
  },
  tag: 'game',
  methods: {
    find: {
      access: 'public',
      answer: page(huntMap),
      query: treasureHuntQuerySchema,
      summary: 'Maps within 10 of (x, y) in that direction, nearest first, with their clues',
      errors: { 404: 'No clue that way', 503: 'The bot check judged the caller a bot' },
    },
  },
};

const clueMap = Type.Object({ id: Type.Integer(), posX: Type.Integer(), posY: Type.Integer() }, { additionalProperties: false });
export const clueMapsDocs: ServiceDocs = {
  summary: { fr: "Cartes d'un monde où se trouve un indice", en: "A world's maps holding a clue" },
  tag: 'game',
  methods: {
    find: {
      access: 'public',
      answer: Type.Object({ total: Type.Integer(), data: Type.Array(clueMap) }, { additionalProperties: false }),
      query: clueMapsQuerySchema,
      errors: { 404: 'No such clue' },
    },
  },
};

const cluePack = Type.Object(
  {
    worldMap: Type.Integer(),
    version: Type.String(),
    generatedAt: DateTime,
    hintsUpdatedAt: Type.Optional(DateTime),
    bounds: Type.Object({ minX: Type.Integer(), maxX: Type.Integer(), minY: Type.Integer(), maxY: Type.Integer() }, { additionalProperties: false }),
    maps: Type.Array(Type.Array(Type.Integer()), { description: '[mapId, posX, posY, ...clueIds] per map holding clues' }),
  },
  { $id: 'CluePack', additionalProperties: false },
);
sameShape<Static<typeof cluePack>, CluePack>(true);

export const cluePackDocs: ServiceDocs = {
  summary: {
    fr: "Données d'indices d'un monde, pour répondre aux étapes hors ligne",
    en: "A world's clue data, to answer hunt steps offline",
  },
  tag: 'game',
  methods: {
    find: { access: 'public', answer: cluePack, query: cluePackQuerySchema, errors: { 400: 'Unknown world map' } },
  },
};

const mapClue = Type.Object(
  {
    _id: Type.Integer(),
    clueId: Type.Integer(),
    posX: Type.Integer(),
    posY: Type.Integer(),
    worldMap: Type.Integer(),
    kind: Type.Union(HINT_KINDS.map((kind) => Type.Literal(kind))),
    status: Type.Union(HINT_STATUSES.map((status) => Type.Literal(status))),
    reliability: Type.Integer(),
    user: Type.Union([Type.Integer(), Type.Null()]),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'MapClue', additionalProperties: false },
);
sameShape<Static<typeof mapClue>, MapClue>(true);

export const mapClueDocs: ServiceDocs = {
  summary: { fr: "Indices proposés par les joueurs (présent ou absent d'une carte)", en: "Players' hints: a clue present on a map or absent from it" },
  tag: 'user',
  methods: {
    find: { access: 'public', answer: page(mapClue), query: mapClueQuerySchema },
    get: { access: 'public', answer: mapClue, errors: { 404: 'No such hint' } },
    create: { access: 'user', answer: mapClue, body: mapClueDataSchema, errors: { 429: 'Too many hints from this network' } },
    patch: { access: 'user', answer: mapClue, body: mapCluePatchSchema, summary: 'A vote (players) or a decision (moderators)', errors: { 404: 'No such hint' } },
  },
};
