import { resolve } from '@feathersjs/schema';
import { querySyntax, Type, type Static } from '@feathersjs/typebox';
import { MAX_LEVEL, MIN_LEVEL } from '@grimoire/rules';
import type { HookContext } from '../../declarations';
import { currentUser } from '../../hooks/authenticate';
import { dataValidator, queryValidator } from '../../hooks/validate';
import { lazyValidator } from '../../hooks/compile-later';
import {
  CHARACTER_NAME_MAX as NAME_MAX,
  CHARACTER_NAME_MIN as NAME_MIN,
  CHARACTER_NAME_PATTERN as NAME_PATTERN,
} from './characters.shared';

const GameId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Spec §3 Character: `_id, user, server, name, level, breed`. */
export const characterSchema = Type.Object(
  {
    _id: Type.Integer(),
    user: Type.Integer(),
    server: GameId,
    name: Type.String({
      minLength: NAME_MIN,
      maxLength: NAME_MAX,
      pattern: NAME_PATTERN,
    }),
    level: Type.Integer({ minimum: MIN_LEVEL, maximum: MAX_LEVEL }),
    breed: GameId,
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Character', additionalProperties: false },
);
export type Character = Static<typeof characterSchema>;

/** What a player sends: the owner is always the caller, never a field. */
export const characterDataSchema = Type.Pick(characterSchema, ['server', 'name', 'level', 'breed'], {
  $id: 'CharacterData',
  additionalProperties: false,
});
export type CharacterData = Static<typeof characterDataSchema>;
export const characterDataValidate = lazyValidator(characterDataSchema, dataValidator);

export const characterPatchSchema = Type.Partial(characterDataSchema, {
  $id: 'CharacterPatch',
  additionalProperties: false,
  minProperties: 1,
});
export type CharacterPatch = Static<typeof characterPatchSchema>;
export const characterPatchValidate = lazyValidator(characterPatchSchema, dataValidator);

export const characterQuerySchema = querySyntax(
  Type.Pick(characterSchema, ['_id', 'user', 'server', 'name', 'level', 'breed', 'createdAt', 'updatedAt']),
);
export type CharacterQuery = Static<typeof characterQuerySchema>;
export const characterQueryValidate = lazyValidator(characterQuerySchema, queryValidator);

const now = async () => new Date().toISOString();

export const characterDataResolver = resolve<Character, HookContext>({
  user: async (_value, _character, context) => currentUser(context.params)?._id,
  createdAt: now,
  updatedAt: now,
});

export const characterPatchResolver = resolve<Character, HookContext>({
  updatedAt: now,
});
