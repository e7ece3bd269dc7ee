/**
 * The contract of the treasure hunt: `api/treasure-hunt` (maps holding clues from a position and a
 * direction), `api/clue-maps` (every map of a world holding one clue), `api/clue-pack` (the clue data
 * of a world, for answering steps offline) and `api/map-clue` (players'
 * hints: a clue present or absent on a map, voted on and decided by moderators).
 */
export const treasureHuntPath = 'treasure-hunt';
export const treasureHuntMethods = ['find'] as const;
export const clueMapsPath = 'clue-maps';
export const clueMapsMethods = ['find'] as const;
/** The clue data a browser keeps to answer hunt steps offline (the installed app's treasure hunt). */
export const cluePackPath = 'clue-pack';
export const cluePackMethods = ['find'] as const;
export const mapCluePath = 'map-clue';
export const mapClueMethods = ['find', 'get', 'create', 'patch'] as const;

export const HINT_KINDS = ['present', 'absent'] as const;
export const HINT_STATUSES = ['pending', 'validated', 'rejected'] as const;
