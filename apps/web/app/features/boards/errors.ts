import { apiError } from '../../api/errors';

/** Server message ids of the board services, and the translation key each one shows. */
const BOARD_KEYS: Record<string, string> = {
  'unknown-server': 'boards.errors.unknownServer',
  'unknown-position': 'boards.errors.unknownPosition',
  'unknown-dungeon': 'boards.errors.unknownDungeon',
  'unknown-idol': 'boards.errors.unknownIdol',
  'dungeon-or-activity': 'boards.errors.dungeonOrActivity',
  'not-dungeon-achievement': 'boards.errors.notDungeonAchievement',
  'level-range': 'boards.errors.levelRange',
  'expires-in-past': 'boards.errors.expiresInPast',
  'expires-too-late': 'boards.errors.expiresTooLate',
  'already-voted': 'boards.errors.alreadyVoted',
  'already-flagged': 'boards.errors.alreadyFlagged',
  'own-report': 'boards.errors.ownReport',
  'max-length': 'boards.errors.tooLong',
  'min-length': 'boards.errors.tooShort',
  required: 'errors.fillAllFields',
  minimum: 'boards.errors.outOfRange',
  maximum: 'boards.errors.outOfRange',
  pattern: 'boards.errors.pattern',
};

/** A failed board call as one translation key (the first refused field, or the HTTP status). */
export function boardErrorKey(error: unknown): string {
  const { code, data, errors } = apiError(error);
  if (code === 429) return 'errors.tooManyRequests';
  const [field, refusal] = errors ? (Object.entries(errors)[0] ?? []) : [];
  const first = refusal?.key;
  // A coordinate beyond the schema's bounds ([999, -999]) is a position no map stands on, said as such.
  if ((field === 'posX' || field === 'posY') && (first === 'minimum' || first === 'maximum')) return BOARD_KEYS['unknown-position']!;
  const key = first ?? data?.key;
  if (key && BOARD_KEYS[key]) return BOARD_KEYS[key];
  if (code === 403) return 'boards.errors.forbidden';
  if (code === 404) return 'boards.errors.gone';
  if (code === 400) return 'boards.errors.invalid';
  return 'errors.generic';
}
