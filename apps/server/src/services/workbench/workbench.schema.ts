import { Type, type Static } from '@feathersjs/typebox';
import { WORKBENCH_MAX_CRAFTS, WORKBENCH_MAX_QUANTITY } from '@grimoire/rules';
import { compileLater, lazyValidator } from '../../hooks/compile-later';
import { dataValidator, fieldErrors, queryValidator, toFieldErrors } from '../../hooks/validate';
import {
  WORKBENCH_LIMIT,
  WORKBENCH_NAME_MAX as NAME_MAX,
  WORKBENCH_NAME_MIN as NAME_MIN,
  WORKBENCH_SHARINGS,
} from './workbench.shared';

const ItemId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Quantity = Type.Integer({ minimum: 1, maximum: WORKBENCH_MAX_QUANTITY });

const craftSchema = Type.Object(
  { itemId: ItemId, quantity: Quantity, finished: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const heldSchema = Type.Object(
  {
    id: ItemId,
    quantity: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    needed: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  },
  { additionalProperties: false },
);

/** Spec §3 Workbench fields a player sends (POST and PUT); the owner is always the caller. */
export const workbenchDataSchema = Type.Object(
  {
    name: Type.String({ minLength: NAME_MIN, maxLength: NAME_MAX, pattern: '\\S' }),
    shared: Type.Optional(Type.Union(WORKBENCH_SHARINGS.map((sharing) => Type.Literal(sharing)))),
    items: Type.Optional(Type.Array(craftSchema, { maxItems: WORKBENCH_MAX_CRAFTS })),
    currentQuantities: Type.Optional(Type.Array(heldSchema, { maxItems: 2_000 })),
    hiddenSubRecipes: Type.Optional(Type.Array(ItemId, { maxItems: 2_000, uniqueItems: true })),
  },
  { $id: 'WorkbenchData', additionalProperties: false },
);
export type WorkbenchData = Static<typeof workbenchDataSchema>;
export const workbenchDataValidate = lazyValidator(workbenchDataSchema, dataValidator);

/** Spec §7 PATCH: a list of crafts to add, merged with the same items already there. */
export const workbenchPatchSchema = Type.Array(
  Type.Object({ itemId: ItemId, quantity: Quantity }, { additionalProperties: false }),
  { $id: 'WorkbenchPatch', minItems: 1, maxItems: WORKBENCH_MAX_CRAFTS },
);
export type WorkbenchPatch = Static<typeof workbenchPatchSchema>;
const patchChecker = compileLater(() => dataValidator.compile<WorkbenchPatch>(workbenchPatchSchema));
/** Feathers' `getValidator` takes objects only; the PATCH body is a list. */
export const workbenchPatchValidate = async (value: unknown): Promise<WorkbenchPatch> => {
  const check = patchChecker();
  if (!check(value)) throw fieldErrors(toFieldErrors(check.errors ?? [], value));
  return value;
};

export const workbenchQuerySchema = Type.Object(
  {
    /** Spec §7 `GET /workbench (userId)`: that user's workbenches (all for the owner, public ones for others). */
    userId: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: WORKBENCH_LIMIT })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { $id: 'WorkbenchQuery', additionalProperties: false },
);
export type WorkbenchQuery = Static<typeof workbenchQuerySchema>;
export const workbenchQueryValidate = lazyValidator(workbenchQuerySchema, queryValidator);

/** A stored workbench: every field filled (a craft's `finished` defaults to false, sharing to private). */
export interface Workbench extends Required<Omit<WorkbenchData, 'items'>> {
  _id: string;
  items: { itemId: number; quantity: number; finished: boolean }[];
  /** The owner's user id (workbenches on the server always have one: guests keep theirs locally). */
  userId: string;
  createdAt: string;
  updatedAt: string;
}
