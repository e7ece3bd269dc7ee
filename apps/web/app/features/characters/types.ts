/** Spec §3 Character: one of the signed-in user's in-game characters. */
export interface Character {
  _id: string | number;
  user?: string | number;
  /** Game server id (`/api/servers`). */
  server: number;
  name: string;
  level: number;
  /** Breed (class) id (`/api/breeds`). */
  breed: number;
}

/** What the create and edit forms send. */
export type CharacterInput = Pick<Character, 'server' | 'name' | 'level' | 'breed'>;
