import { Type, type Static } from '@feathersjs/typebox';
import { MAX_LEVEL, MIN_LEVEL, PARCHMENT_MAX, SLOT_KEYS } from '@grimoire/rules';
import type { SlotKey } from '@grimoire/rules';
import {
  MAX_PINNED_SPELLS,
  STUFF_ELEMENTS,
  STUFF_LIST_LIMIT_MAX as LIST_LIMIT_MAX,
  STUFF_SHARINGS as SHARINGS,
  STUFF_TAGS,
  STUFF_TITLE_MAX as TITLE_MAX,
} from './stuffs.shared';
import type { StuffTag } from './stuffs.shared';

const ItemId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const NumericKey = '^[1-9][0-9]{0,9}$';

/** Slot → worn item id (or null); every slot is optional, unknown slots are refused. */
const itemsSchema = Type.Unsafe<Partial<Record<SlotKey, number | null>>>({
  type: 'object',
  properties: Object.fromEntries(SLOT_KEYS.map((slot) => [slot, { anyOf: [ItemId, Type.Null()] }])),
  additionalProperties: false,
});

const characteristics = (max: number | undefined, options: { default: Record<string, number> }) => {
  const value = Type.Integer({ minimum: 0, ...(max === undefined ? { maximum: 10_000 } : { maximum: max }) });
  return Type.Object(
    {
      vitality: value,
      strength: value,
      intelligence: value,
      agility: value,
      chance: value,
      wisdom: value,
    },
    { additionalProperties: false, ...options },
  );
};

const zero = { vitality: 0, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 };
const ExoValue = Type.Integer({ minimum: -10_000, maximum: 10_000 });

export const forgemagieSchema = Type.Object(
  {
    stats: Type.Record(Type.String({ pattern: NumericKey }), ExoValue),
    exos: Type.Array(Type.Object({ charac: ItemId, value: ExoValue }, { additionalProperties: false }), {
      maxItems: 10,
    }),
  },
  { additionalProperties: false },
);

/** The saved payload of spec §3, plus title and sharing (every save is a publish). */
export const stuffDataSchema = Type.Object(
  {
    level: Type.Integer({ minimum: MIN_LEVEL, maximum: MAX_LEVEL }),
    items: itemsSchema,
    forgemagie: Type.Record(Type.String({ pattern: NumericKey }), forgemagieSchema, {
      default: {},
      maxProperties: 16,
    }),
    exo: Type.Array(
      Type.Object(
        { stat: Type.Union([ItemId, Type.Null()]), value: ExoValue },
        { additionalProperties: false },
      ),
      { maxItems: 30, default: [{ stat: null, value: 1 }] },
    ),
    base: characteristics(undefined, { default: zero }),
    parchment: characteristics(PARCHMENT_MAX, { default: zero }),
    breed: ItemId,
    sexe: Type.Union([Type.Literal('female'), Type.Literal('male')], { default: 'female' }),
    pinned_spells: Type.Array(ItemId, { maxItems: MAX_PINNED_SPELLS, default: [] }),
    title: Type.String({ maxLength: TITLE_MAX }),
    sharing: Type.Union(SHARINGS.map((s) => Type.Literal(s))),
    tags: Type.Array(Type.Union(STUFF_TAGS.map((tag) => Type.Literal(tag))), {
      uniqueItems: true,
      maxItems: STUFF_TAGS.length,
      default: [],
    }),
    elements: Type.Array(Type.Union(STUFF_ELEMENTS.map((element) => Type.Literal(element))), {
      uniqueItems: true,
      maxItems: STUFF_ELEMENTS.length,
      default: [],
    }),
  },
  { $id: 'StuffData', additionalProperties: false },
);
export type StuffData = Static<typeof stuffDataSchema>;

/** What the API answers; `editSecret` only once, in the answer to a guest's creation. */
export interface StuffResult extends StuffData {
  /** The random share id of its links (see the stuff_share_ids migration). */
  id: string;
  /** The owner's user id, null for a guest stuff (shown as anonymous). */
  author: string | null;
  /** The author's name (a member's public builds are on their profile), null for a guest. */
  authorName: string | null;
  /** Likes of members; only a public stuff can be liked. */
  likes: number;
  /** Whether the caller liked it (signed-in callers only). */
  likedByMe?: boolean;
  /** A moderator hid it: only its owner and moderators open it, no list shows it (its notice says why). */
  moderationHidden: boolean;
  /** Why a moderator hid it (only on a hidden stuff, to its owner and staff). */
  moderationReason?: string;
  createdAt: string;
  updatedAt: string;
  editSecret?: string;
}

const IntFromQuery = Type.Integer({ minimum: 0 });
export const stuffQuerySchema = Type.Object(
  {
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: LIST_LIMIT_MAX })),
    $skip: Type.Optional(IntFromQuery),
    $sort: Type.Optional(
      Type.Union([
        Type.Object({ updatedAt: Type.Integer({ minimum: -1, maximum: 1 }) }, { additionalProperties: false }),
        Type.Object({ likes: Type.Integer({ minimum: -1, maximum: -1 }) }, { additionalProperties: false }),
      ]),
    ),
    /** Stuffs carrying every one of these tags: `pvm,koliseum` or an array. */
    tags: Type.Optional(
      Type.Union([
        Type.String({ pattern: `^(${STUFF_TAGS.join('|')})(,(${STUFF_TAGS.join('|')})){0,${STUFF_TAGS.length - 1}}$` }),
        Type.Array(Type.Union(STUFF_TAGS.map((tag) => Type.Literal(tag))), { maxItems: STUFF_TAGS.length }),
      ]),
    ),
    /** Stuffs whose author says they hit in this element. */
    element: Type.Optional(Type.Union(STUFF_ELEMENTS.map((element) => Type.Literal(element)))),
    /** A member's public stuffs, by their name (as on their profile). */
    authorName: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
    /** Only the caller's own stuffs, any sharing (needs an account). */
    me: Type.Optional(Type.Boolean()),
    /** Stuffs wearing every one of these items: `1,2,3` or an array. */
    itemIds: Type.Optional(
      Type.Union([
        Type.String({ pattern: '^\\s*[1-9][0-9]{0,9}(\\s*,\\s*[1-9][0-9]{0,9}){0,15}\\s*$' }),
        Type.Array(ItemId, { maxItems: 16 }),
      ]),
    ),
    breed: Type.Optional(ItemId),
    level: Type.Optional(
      Type.Union([
        Type.Integer({ minimum: MIN_LEVEL, maximum: MAX_LEVEL }),
        Type.Object(
          {
            $gte: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LEVEL })),
            $lte: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LEVEL })),
          },
          { additionalProperties: false },
        ),
      ]),
    ),
    title: Type.Optional(
      Type.Object({ $search: Type.String({ maxLength: TITLE_MAX }) }, { additionalProperties: false }),
    ),
  },
  { $id: 'StuffQuery', additionalProperties: false },
);
export type StuffQuery = Static<typeof stuffQuerySchema>;

/** `tags` as a list of distinct tags. */
export function parseTags(value: StuffQuery['tags']): StuffTag[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : (value.split(',') as StuffTag[]);
  return [...new Set(list)];
}

/** `itemIds` as a list of distinct ids. */
export function parseItemIds(value: StuffQuery['itemIds']): number[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : value.split(',').map((part) => Number(part.trim()));
  return [...new Set(list)];
}
