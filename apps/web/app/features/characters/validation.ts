import { MAX_LEVEL as LEVEL_MAX, MIN_LEVEL as LEVEL_MIN } from '@grimoire/rules';
import { CHARACTER_NAME_MAX, CHARACTER_NAME_MIN, CHARACTER_NAME_PATTERN } from '@grimoire/server/client';
import { lengthError, patternError, type FieldError, type FieldErrors } from '../../lib/forms/field-errors';
import type { CharacterInput } from './types';

/** The game's level bounds (the server's schema uses the same). */
export { LEVEL_MAX, LEVEL_MIN };
/** Spec §9: the default level. */
export const DEFAULT_LEVEL = 200;
/** The server's own limits (its characters contract). */
export { CHARACTER_NAME_MAX as NAME_MAX, CHARACTER_NAME_MIN as NAME_MIN };
export const NAME_PATTERN = new RegExp(CHARACTER_NAME_PATTERN, 'u');

/** Spec §5: a level is an integer clamped to 1-200; anything that is not a number becomes the default. */
export function clampLevel(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n)) return DEFAULT_LEVEL;
  return Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, Math.trunc(n)));
}

export interface CharacterDraft {
  name: string;
  server: string | null;
  breed: string | null;
  level: number | string;
}

export type CharacterField = 'name' | 'server' | 'breed' | 'level';

/** Every field is required (spec: "Please fill in all fields"); the name respects the length limit. */
export function validateCharacter(draft: CharacterDraft): { fields: FieldErrors<CharacterField>; input?: CharacterInput } {
  const fields: FieldErrors<CharacterField> = {};
  const required: FieldError = { key: 'errors.fillAllFields' };
  const name = draft.name.trim();
  if (!name) fields.name = required;
  else {
    const nameError = lengthError(name, CHARACTER_NAME_MIN, CHARACTER_NAME_MAX) ?? patternError(name, NAME_PATTERN);
    if (nameError) fields.name = nameError;
  }
  if (!draft.server) fields.server = required;
  if (!draft.breed) fields.breed = required;
  if (Object.keys(fields).length > 0) return { fields };
  return { fields, input: { name, server: Number(draft.server), breed: Number(draft.breed), level: clampLevel(draft.level) } };
}
