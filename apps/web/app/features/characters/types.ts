import type { CreatedOf, DataOf } from '@grimoire/server/client';

/** Spec §3 Character: one of the signed-in user's in-game characters, as `api/characters` answers it. */
export type Character = CreatedOf<'characters'>;

/** What the create and edit forms send. */
export type CharacterInput = DataOf<'characters'>;
