/** The back office's services in the OpenAPI document. */
import { Type, type Static, type TObject, type TProperties } from '@feathersjs/typebox';
import { DateTime, page, sameShape, type MethodDocs, type ServiceDocs } from '../../openapi/service-docs';
import type { AuditEntry } from './audit';
import * as schemas from './back-office.schema';
import {
  MAP_CLUE_EDIT_KINDS,
  type AppearanceRecord,
  type CustomInteractiveRecord,
  type MapClueEditRecord,
  type NpcShopRecord,
  type PoiGfxRecord,
} from './back-office.shared';
import type { MissingMap } from './missing';
import type { ShopListing } from './public-shops';

const stamped = { _id: Type.Integer(), createdAt: DateTime, updatedAt: DateTime };
const placed = {
  mapId: Type.Integer(),
  posX: Type.Integer(),
  posY: Type.Integer(),
  worldMap: Type.Integer(),
  subAreaId: Type.Union([Type.Integer(), Type.Null()]),
};
const record = <P extends TProperties>(id: string, properties: P) =>
  Type.Object({ ...stamped, ...properties }, { $id: id, additionalProperties: false });
const IntOrNull = Type.Union([Type.Integer(), Type.Null()]);
const shopItem = Type.Object(
  { itemId: Type.Integer(), price: Type.Integer(), currencyItemId: Type.Optional(Type.Integer()) },
  { additionalProperties: false },
);

const customInteractive = record('CustomInteractive', {
  ...placed,
  itemId: Type.Integer(),
  jobId: IntOrNull,
  skillId: IntOrNull,
  quantity: Type.Integer(),
});
sameShape<Static<typeof customInteractive>, CustomInteractiveRecord>(true);
const npcShop = record('NpcShop', { ...placed, name: Type.String(), npcId: IntOrNull, items: Type.Array(shopItem) });
sameShape<Static<typeof npcShop>, NpcShopRecord>(true);
const poiGfx = record('PoiGfx', { poiId: Type.Integer(), gfxId: Type.Integer() });
sameShape<Static<typeof poiGfx>, PoiGfxRecord>(true);
const mapClueEdit = record('MapClueEdit', {
  ...placed,
  clueId: Type.Integer(),
  kind: Type.Union(MAP_CLUE_EDIT_KINDS.map((kind) => Type.Literal(kind))),
});
sameShape<Static<typeof mapClueEdit>, MapClueEditRecord>(true);
const appearance = record('Appearance', {
  itemId: Type.Integer(),
  appearanceIds: Type.Array(Type.Integer()),
  look: Type.Union([Type.String(), Type.Null()]),
});
sameShape<Static<typeof appearance>, AppearanceRecord>(true);

/** A curated table's methods: staff read and write, every write in the audit log. */
function curated(
  summary: ServiceDocs['summary'],
  row: TObject,
  query: TObject,
  data: TObject,
  patch?: TObject,
): ServiceDocs {
  const notFound = { 404: 'No such record' } as const;
  const methods: ServiceDocs['methods'] = {
    find: { access: 'staff', answer: page(row), query },
    get: { access: 'staff', answer: row, errors: notFound },
    create: { access: 'staff', answer: row, body: data, errors: { 409: 'A record with the same key exists' } },
    remove: { access: 'staff', answer: row, errors: notFound },
  };
  if (patch) methods.patch = { access: 'staff', answer: row, body: patch, errors: notFound } satisfies MethodDocs;
  return { summary, tag: 'back', methods };
}

export const customInteractivesDocs = curated(
  { fr: 'Ressources repérées sur les cartes', en: 'Harvestables tagged on maps' },
  customInteractive,
  schemas.customInteractiveQuerySchema,
  schemas.customInteractiveDataSchema,
);
export const npcShopDocs = curated(
  { fr: 'Boutiques de PNJ', en: 'NPC shops' },
  npcShop,
  schemas.npcShopQuerySchema,
  schemas.npcShopDataSchema,
);
export const poiGfxDocs = curated(
  { fr: 'Indices de chasse → élément graphique', en: 'Hunt clues → their graphic element' },
  poiGfx,
  schemas.poiGfxQuerySchema,
  schemas.poiGfxDataSchema,
  schemas.poiGfxPatchSchema,
);
export const appearancesDocs = curated(
  { fr: "Apparences d'objets", en: 'Item appearances' },
  appearance,
  schemas.appearanceQuerySchema,
  schemas.appearanceDataSchema,
  schemas.appearancePatchSchema,
);
export const mapClueEditsDocs = curated(
  { fr: 'Indices ajoutés ou retirés des cartes par l’équipe', en: 'Clues staff put on maps or took off' },
  mapClueEdit,
  schemas.mapClueEditQuerySchema,
  schemas.mapClueEditDataSchema,
);

const missingMap = Type.Object(
  { id: Type.Integer(), posX: Type.Integer(), posY: Type.Integer(), worldMap: Type.Integer(), subAreaId: Type.Integer(), harvestables: Type.Array(Type.Integer()) },
  { $id: 'MissingMap', additionalProperties: false },
);
sameShape<Static<typeof missingMap>, MissingMap>(true);
export const missingInteractivesDocs: ServiceDocs = {
  summary: { fr: 'Cartes à ressources pas encore repérées', en: 'Maps with harvestables nobody tagged yet' },
  tag: 'back',
  methods: { find: { access: 'staff', answer: page(missingMap), query: schemas.missingQuerySchema } },
};

const row = Type.Object({ _id: Type.Integer() }, { additionalProperties: true });
const auditEntry = Type.Object(
  {
    _id: Type.Integer(),
    userId: Type.String(),
    username: Type.String(),
    service: Type.String(),
    method: Type.Union([Type.Literal('create'), Type.Literal('patch'), Type.Literal('remove'), Type.Literal('undo')]),
    recordId: Type.String(),
    before: Type.Union([row, Type.Null()]),
    after: Type.Union([row, Type.Null()]),
    undoes: IntOrNull,
    undoneAt: Type.Union([DateTime, Type.Null()]),
    undoneBy: Type.Union([Type.String(), Type.Null()]),
    createdAt: DateTime,
  },
  { $id: 'AuditEntry', additionalProperties: false },
);
export const auditLogDocs: ServiceDocs = {
  summary: { fr: 'Journal des modifications du back-office', en: "The back office's audit log" },
  tag: 'back',
  methods: {
    find: { access: 'staff', answer: page(auditEntry), query: schemas.auditQuerySchema },
    get: { access: 'staff', answer: auditEntry, errors: { 404: 'No such entry' } },
    patch: {
      access: 'staff',
      answer: auditEntry,
      body: schemas.auditPatchSchema,
      summary: "Undoes the entry (a moderator undoes their own entries, an admin anyone's)",
      errors: { 403: "Another staff member's entry (admins only)", 404: 'No such entry', 409: 'The record changed since' },
    },
  },
};
sameShape<Static<typeof auditEntry>['method'], AuditEntry['method']>(true);

const shopListing = Type.Object(
  { ...placed, _id: Type.Integer(), name: Type.String(), npcId: IntOrNull, items: Type.Array(shopItem) },
  { $id: 'ShopListing', additionalProperties: false },
);
sameShape<Static<typeof shopListing>, ShopListing>(true);
export const shopListingsDocs = (query: TObject): ServiceDocs => ({
  summary: { fr: 'Boutiques de PNJ (lecture publique)', en: 'NPC shops (public view)' },
  tag: 'game',
  methods: { find: { access: 'public', answer: page(shopListing), query } },
});
