import { Type, type Static } from '@feathersjs/typebox';
import { BREEDING_KEY_MAX_LENGTH, BREEDING_MAX_KEYS, type BreedingFamilyKey } from '@grimoire/rules';
import { lazyValidator } from '../../hooks/compile-later';
import { dataValidator } from '../../hooks/validate';

/** A colour-combination true/false map (spec §3): `{ "Amande et Dorée": true }`. */
const selectionMap = Type.Record(Type.String({ minLength: 1, maxLength: BREEDING_KEY_MAX_LENGTH }), Type.Boolean(), {
  maxProperties: BREEDING_MAX_KEYS,
});

/** What a player sends (PUT): both maps, replaced whole. */
export const breedingDataSchema = Type.Object(
  { male: selectionMap, female: selectionMap },
  { $id: 'BreedingSelectionsData', additionalProperties: false },
);
export type BreedingData = Static<typeof breedingDataSchema>;
export const breedingDataValidate = lazyValidator(breedingDataSchema, dataValidator);

/** What the API answers: the family (the record's id), both maps, and when they were last saved. */
export interface BreedingSelections extends BreedingData {
  family: BreedingFamilyKey;
  updatedAt: string | null;
}
