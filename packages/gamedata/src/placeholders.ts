/**
 * Records that are test or placeholder content in the game files: unresolved text ids
 * (`[UNKNOWN_TEXT_ID_0]`), names without a letter ("...", ". . . . ."), and in the tables developers
 * test in (spells, challenges) names that say so ("[TEST] Poizon", "Brume de test", "Le cheat des
 * dev's", "Bon.. wip"). Finalize leaves them out like a record nothing names.
 */
const EVERYWHERE: RegExp[] = [/UNKNOWN_TEXT_ID/i, /^[^\p{L}]*$/u];

/** "test" as a word of its own (not "Testé", "Tempête"), and the other developer markers. */
const DEVELOPER: RegExp[] = [
  /(^|[\s[(-])test($|[\s\]):\d-])/i,
  /(^|[\s[(])wip($|[\s\])])/i,
  /^cheat\b|cheat des dev/i,
  /\binutilis[ée]/i,
];

/** Collections whose files hold developers' test records. */
const DEVELOPER_TABLES = new Set(['spells', 'challenges']);

export function isPlaceholderName(collection: string, name: string): boolean {
  if (EVERYWHERE.some((re) => re.test(name))) return true;
  return DEVELOPER_TABLES.has(collection) && DEVELOPER.some((re) => re.test(name));
}
