/** The boards (`api/portals`, `api/groupfinder`, `api/board-moderation`) in the OpenAPI document. */
import { Type, type Static } from '@feathersjs/typebox';
import type { ListingView, PortalView } from '@grimoire/rules';
import { DateTime, page, sameShape, type ServiceDocs } from '../../openapi/service-docs';
import {
  flagSchema,
  listingDataSchema,
  listingEditSchema,
  listingQuerySchema,
  moderationSchema,
  portalDataSchema,
  portalEditSchema,
  portalQuerySchema,
  voteSchema,
} from './boards.schema';
import type { AuditLine, FlaggedRecord } from './moderation';

const Text = Type.Record(Type.String(), Type.String());
const nearestZaap = Type.Object(
  {
    posX: Type.Integer(),
    posY: Type.Integer(),
    mapId: Type.Integer(),
    name: Type.Union([Text, Type.Null()]),
    areaName: Type.Optional(Text),
    distance: Type.Integer(),
  },
  { additionalProperties: false },
);

const portalView = Type.Object(
  {
    _id: Type.Integer(),
    server: Type.Integer(),
    dimension: Type.Integer(),
    posX: Type.Integer(),
    posY: Type.Integer(),
    remainingUses: Type.Union([Type.Integer(), Type.Null()]),
    reportedAt: DateTime,
    reporter: Type.Object({ _id: Type.Integer(), username: Type.String(), reputation: Type.Integer() }, { additionalProperties: false }),
    confirmations: Type.Integer(),
    denials: Type.Integer(),
    myVote: Type.Union([Type.Literal('confirm'), Type.Literal('deny'), Type.Null()]),
    status: Type.Union([Type.Literal('current'), Type.Literal('stale'), Type.Literal('history')]),
    nearestZaap: Type.Union([nearestZaap, Type.Null()]),
    hidden: Type.Optional(Type.Boolean({ description: 'Moderators only' })),
  },
  { $id: 'PortalView', additionalProperties: false },
);
sameShape<Static<typeof portalView>, Omit<PortalView, 'nearestZaap'> & { nearestZaap: Static<typeof nearestZaap> | null }>(true);

const listingView = Type.Object(
  {
    _id: Type.Integer(),
    server: Type.Integer(),
    dungeon: Type.Union([Type.Integer(), Type.Null()]),
    activity: Type.Union([Type.String(), Type.Null()]),
    achievements: Type.Array(Type.Integer()),
    idols: Type.Array(Type.Integer()),
    levelMin: Type.Integer(),
    levelMax: Type.Integer(),
    slots: Type.Integer(),
    description: Type.String(),
    contact: Type.String(),
    language: Type.String(),
    expiresAt: DateTime,
    owner: Type.Object({ _id: Type.Integer(), username: Type.String() }, { additionalProperties: false }),
    createdAt: DateTime,
    updatedAt: DateTime,
    hidden: Type.Optional(Type.Boolean({ description: 'Moderators only' })),
  },
  { $id: 'ListingView', additionalProperties: false },
);
sameShape<Static<typeof listingView>, ListingView>(true);

const gone = { 404: 'No such record, or a hidden one' } as const;
/** `PATCH`: a vote, a flag, a moderator's hide/show, or the author's correction. */
const boardPatch = (edit: typeof portalEditSchema | typeof listingEditSchema, vote: boolean) =>
  Type.Union([...(vote ? [voteSchema] : []), flagSchema, moderationSchema, edit]);

export const portalsDocs: ServiceDocs = {
  summary: { fr: 'Positions des portails des dimensions, signalées par les joueurs', en: "Dimension portals' positions, as players report them" },
  tag: 'board',
  methods: {
    find: { access: 'optional', answer: page(portalView), query: portalQuerySchema },
    get: { access: 'optional', answer: portalView, errors: gone },
    create: { access: 'user', answer: portalView, body: portalDataSchema, errors: { 429: 'Too many reports from this network' } },
    patch: { access: 'user', answer: portalView, body: boardPatch(portalEditSchema, true), summary: 'A vote, a flag, a correction by its reporter, or hide/show (moderators)', errors: gone },
    remove: { access: 'user', answer: portalView, summary: 'Its reporter, or a moderator', errors: gone },
  },
};

export const groupfinderDocs: ServiceDocs = {
  summary: { fr: 'Annonces de groupes (donjons, activités)', en: 'Group listings (dungeons, activities)' },
  tag: 'board',
  methods: {
    find: { access: 'optional', answer: page(listingView), query: listingQuerySchema },
    get: { access: 'optional', answer: listingView, errors: gone },
    create: { access: 'user', answer: listingView, body: listingDataSchema, errors: { 429: 'Too many listings from this network' } },
    patch: { access: 'user', answer: listingView, body: boardPatch(listingEditSchema, false), summary: 'A flag, a change by its owner, or hide/show (moderators)', errors: gone },
    remove: { access: 'user', answer: listingView, summary: 'Its owner, or a moderator', errors: gone },
  },
};

const Kind = Type.Union([Type.Literal('portal'), Type.Literal('listing')]);
const flagged = Type.Object(
  {
    kind: Kind,
    record: Type.Integer(),
    flags: Type.Integer(),
    reasons: Type.Array(Type.String()),
    lastFlaggedAt: DateTime,
    hidden: Type.Boolean(),
    author: Type.String(),
    summary: Type.String(),
  },
  { additionalProperties: false },
);
sameShape<Static<typeof flagged>, FlaggedRecord>(true);
const auditLine = Type.Object(
  {
    _id: Type.Integer(),
    kind: Kind,
    record: Type.Integer(),
    moderator: Type.Integer(),
    moderatorName: Type.String(),
    action: Type.Union([Type.Literal('hide'), Type.Literal('show')]),
    reason: Type.String(),
    createdAt: DateTime,
  },
  { additionalProperties: false },
);
sameShape<Static<typeof auditLine>, AuditLine>(true);

export const boardModerationDocs: ServiceDocs = {
  summary: { fr: 'Modération des tableaux : signalements et journal', en: "The boards' moderation: flagged records and the log" },
  tag: 'back',
  methods: {
    find: {
      access: 'staff',
      answer: Type.Object({ flagged: Type.Array(flagged), log: Type.Array(auditLine) }, { $id: 'BoardModeration', additionalProperties: false }),
    },
  },
};
