/** The contract of `api/characters` (the signed-in account's in-game characters). */
export const charactersPath = 'characters';
export const charactersMethods = ['find', 'get', 'create', 'patch', 'remove'] as const;

export const CHARACTER_NAME_MIN = 2;
export const CHARACTER_NAME_MAX = 30;
/** Letters and digits of any script first, then also spaces, `'`, `.`, `_` and `-`. */
export const CHARACTER_NAME_PATTERN = "^[\\p{L}\\p{N}][\\p{L}\\p{N} '._-]*$";
/** Keeps one account from filling the database. */
export const MAX_CHARACTERS_PER_USER = 100;

/** Message ids of `api/characters` beyond the schema's. */
export const CHARACTERS_ERROR_KEYS = ['unknown-server', 'unknown-breed'] as const;
