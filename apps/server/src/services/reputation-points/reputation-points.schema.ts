import { Type, type Static } from '@feathersjs/typebox';
import { dataValidator } from '../../hooks/validate';
import { lazyValidator } from '../../hooks/compile-later';

/** One award: points a user earned (or lost) for a contribution. Written by server code only. */
export const reputationEntrySchema = Type.Object(
  {
    _id: Type.Integer(),
    user: Type.Integer({ minimum: 1 }),
    points: Type.Integer({ minimum: -1000, maximum: 1000 }),
    reason: Type.String({ minLength: 1, maxLength: 100 }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ReputationEntry', additionalProperties: false },
);
export type ReputationEntry = Static<typeof reputationEntrySchema>;

export const reputationDataSchema = Type.Pick(reputationEntrySchema, ['user', 'points', 'reason'], {
  $id: 'ReputationData',
  additionalProperties: false,
});
export type ReputationData = Static<typeof reputationDataSchema>;
export const reputationDataValidate = lazyValidator(reputationDataSchema, dataValidator);

/** `GET /api/reputation-points`: the signed-in user's total. */
export const reputationTotalSchema = Type.Object({ total: Type.Integer() }, { $id: 'ReputationTotal' });
export type ReputationTotal = Static<typeof reputationTotalSchema>;
