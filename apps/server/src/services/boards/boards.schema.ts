import { Type, type Static } from '@feathersjs/typebox';
import { COORDINATE_MAX, COORDINATE_MIN, DIMENSION_IDS, LEVEL_MAX, LEVEL_MIN, SLOTS_MAX, SLOTS_MIN } from '@grimoire/rules';
import { lazyValidator } from '../../hooks/compile-later';
import { dataValidator, queryValidator } from '../../hooks/validate';
import {
  ACHIEVEMENTS_MAX,
  ACTIVITY_MAX,
  BOARD_PAGE_MAX,
  CONTACT_MAX,
  DESCRIPTION_MAX,
  FLAG_REASON_MAX,
  FLAG_REASON_MIN,
  IDOLS_MAX,
  LISTING_LANGUAGES,
} from './boards.shared';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Coordinate = Type.Integer({ minimum: COORDINATE_MIN, maximum: COORDINATE_MAX });
const Level = Type.Integer({ minimum: LEVEL_MIN, maximum: LEVEL_MAX });
/** Text with something visible in it, and no control characters but line breaks. */
const plainText = (min: number, max: number) =>
  Type.String({ minLength: min, maxLength: max, pattern: '^[^\\u0000-\\u0009\\u000b-\\u001f\\u007f]*$' });

// ————— moderation and flags (both boards) —————

/** `PATCH {flag}`: a signed-in player reports a record to the moderators (once each). */
export const flagSchema = Type.Object({ flag: plainText(FLAG_REASON_MIN, FLAG_REASON_MAX) }, { $id: 'BoardFlag', additionalProperties: false });
export const flagValidate = lazyValidator(flagSchema, dataValidator);

/** `PATCH {hidden, reason}`: a moderator hides (or shows again) a record; an audit line is written. */
export const moderationSchema = Type.Object(
  { hidden: Type.Boolean(), reason: plainText(FLAG_REASON_MIN, FLAG_REASON_MAX) },
  { $id: 'BoardModeration', additionalProperties: false },
);
export type ModerationData = Static<typeof moderationSchema>;
export const moderationValidate = lazyValidator(moderationSchema, dataValidator);

// ————— portals —————

export const portalDataSchema = Type.Object(
  {
    server: Id,
    dimension: Type.Union(DIMENSION_IDS.map((id) => Type.Literal(id))),
    posX: Coordinate,
    posY: Coordinate,
    remainingUses: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()])),
  },
  { $id: 'PortalData', additionalProperties: false },
);
export type PortalData = Static<typeof portalDataSchema>;
export const portalDataValidate = lazyValidator(portalDataSchema, dataValidator);

/** The reporter corrects the position or the uses left. */
export const portalEditSchema = Type.Object(
  {
    posX: Type.Optional(Coordinate),
    posY: Type.Optional(Coordinate),
    remainingUses: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()])),
  },
  { $id: 'PortalEdit', additionalProperties: false, minProperties: 1 },
);
export type PortalEdit = Static<typeof portalEditSchema>;
export const portalEditValidate = lazyValidator(portalEditSchema, dataValidator);

export const voteSchema = Type.Object(
  { vote: Type.Union([Type.Literal('confirm'), Type.Literal('deny')]) },
  { $id: 'PortalVote', additionalProperties: false },
);
export type VoteData = Static<typeof voteSchema>;
export const voteValidate = lazyValidator(voteSchema, dataValidator);

export const portalQuerySchema = Type.Object(
  {
    server: Type.Optional(Id),
    dimension: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
    /** Moderators only: hidden reports too. */
    hidden: Type.Optional(Type.Boolean()),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: BOARD_PAGE_MAX })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type PortalQuery = Static<typeof portalQuerySchema>;
export const portalQueryValidate = lazyValidator(portalQuerySchema, queryValidator);

// ————— group finder —————

const listingFields = {
  server: Id,
  dungeon: Type.Optional(Type.Union([Id, Type.Null()])),
  activity: Type.Optional(Type.Union([plainText(2, ACTIVITY_MAX), Type.Null()])),
  achievements: Type.Optional(Type.Array(Id, { maxItems: ACHIEVEMENTS_MAX, uniqueItems: true })),
  idols: Type.Optional(Type.Array(Id, { maxItems: IDOLS_MAX, uniqueItems: true })),
  levelMin: Level,
  levelMax: Level,
  slots: Type.Integer({ minimum: SLOTS_MIN, maximum: SLOTS_MAX }),
  description: Type.Optional(plainText(0, DESCRIPTION_MAX)),
  contact: Type.String({ minLength: 2, maxLength: CONTACT_MAX, pattern: "^[\\p{L}\\p{N}][\\p{L}\\p{N}'\\- ]*$" }),
  language: Type.Union(LISTING_LANGUAGES.map((language) => Type.Literal(language))),
  expiresAt: Type.String({ format: 'date-time' }),
};

export const listingDataSchema = Type.Object(listingFields, { $id: 'ListingData', additionalProperties: false });
export type ListingData = Static<typeof listingDataSchema>;
export const listingDataValidate = lazyValidator(listingDataSchema, dataValidator);

export const listingEditSchema = Type.Partial(Type.Object(listingFields), {
  $id: 'ListingEdit',
  additionalProperties: false,
  minProperties: 1,
});
export type ListingEdit = Static<typeof listingEditSchema>;
export const listingEditValidate = lazyValidator(listingEditSchema, dataValidator);

export const listingQuerySchema = Type.Object(
  {
    server: Type.Optional(Id),
    dungeon: Type.Optional(Id),
    language: Type.Optional(Type.Union(LISTING_LANGUAGES.map((language) => Type.Literal(language)))),
    /** The searcher's level range: listings whose range overlaps it. */
    levelMin: Type.Optional(Level),
    levelMax: Type.Optional(Level),
    owner: Type.Optional(Id),
    hidden: Type.Optional(Type.Boolean()),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: BOARD_PAGE_MAX })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type ListingQuery = Static<typeof listingQuerySchema>;
export const listingQueryValidate = lazyValidator(listingQuerySchema, queryValidator);
