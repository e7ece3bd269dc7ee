/**
 * Treasure hunts: directions, the search for the next clue within 10 maps, the position a player
 * pastes, the clue names a player types (accents, case, œ/oe and small typos forgiven) and the
 * Phorreur steps.
 */

/** Game directions: 0 east, 2 south, 4 west, 6 north (y grows southwards on the world map). */
export type HuntDirection = 0 | 2 | 4 | 6;
export const HUNT_DIRECTIONS: readonly HuntDirection[] = [6, 0, 2, 4];
export const DIRECTION_STEP: Readonly<Record<HuntDirection, readonly [dx: number, dy: number]>> = {
  0: [1, 0],
  2: [0, 1],
  4: [-1, 0],
  6: [0, -1],
};
/** A hunt's next clue (or the Phorreur) is at most this many maps away. */
export const HUNT_MAX_DISTANCE = 10;
/** An absence report with this reliability (votes for minus against) stops the clue being answered there. */
export const HINT_ABSENT_RELIABILITY = 3;

export function isHuntDirection(value: unknown): value is HuntDirection {
  return value === 0 || value === 2 || value === 4 || value === 6;
}

export interface Position {
  x: number;
  y: number;
}

/** A map of the world with the clues it holds. */
export interface ClueMap {
  id: number;
  posX: number;
  posY: number;
  clueIds: readonly number[];
}

/** A map met while walking in a direction, `distance` maps away, with the clues it holds. */
export interface MapAhead extends ClueMap {
  distance: number;
}

/** Maps of one world by position, several maps may share a position (floors, houses). */
export type ClueGrid = ReadonlyMap<string, readonly ClueMap[]>;

export const positionKey = (x: number, y: number): string => `${x},${y}`;

/** Groups maps by position, each position's maps by id (the order `mapsAhead` answers them in). */
export function buildClueGrid(maps: Iterable<ClueMap>): Map<string, ClueMap[]> {
  const grid = new Map<string, ClueMap[]>();
  for (const map of maps) {
    const key = positionKey(map.posX, map.posY);
    const list = grid.get(key);
    if (list) list.push(map);
    else grid.set(key, [map]);
  }
  for (const list of grid.values()) list.sort((a, b) => a.id - b.id);
  return grid;
}

/**
 * The maps holding at least one clue within `HUNT_MAX_DISTANCE` maps of `start` in `direction`,
 * nearest first (then by map id, as `buildClueGrid` orders them); with `clueId`, only the nearest
 * map holding that clue.
 */
export function mapsAhead(grid: ClueGrid, start: Position, direction: HuntDirection, clueId?: number): MapAhead[] {
  const [dx, dy] = DIRECTION_STEP[direction];
  const found: MapAhead[] = [];
  for (let distance = 1; distance <= HUNT_MAX_DISTANCE; distance++) {
    const maps = grid.get(positionKey(start.x + dx * distance, start.y + dy * distance));
    if (!maps) continue;
    for (const map of maps) {
      if (map.clueIds.length === 0) continue;
      if (clueId === undefined) found.push({ ...map, distance });
      else if (map.clueIds.includes(clueId)) return [{ ...map, distance }];
    }
  }
  return found;
}

/**
 * A position pasted or typed by a player: `[-20,-36]`, `-20,-36`, `-20 -36`, `/travel -20 -36`,
 * `/travel -20,-36`, `x: -20 y: -36`… The first two integers count; null when there are not two.
 */
export function parsePosition(text: string): Position | null {
  const numbers = text.replace(/[−–—]/g, '-').match(/-?\s*\d+/g);
  if (!numbers || numbers.length < 2) return null;
  const [x, y] = numbers.slice(0, 2).map((n) => Number(n.replace(/\s+/g, '')));
  if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y)) return null;
  return { x: x === 0 ? 0 : x, y: y === 0 ? 0 : y };
}

/**
 * A position being typed into one field: once the first coordinate is followed by a separator
 * ("-20,", "[5; -1", "/travel -20 -3"), the first coordinate and what follows it (the start of the
 * second). Null while the text is still a single coordinate.
 */
export function splitTypedPosition(text: string): { x: number; rest: string } | null {
  const match = /^\s*(?:\/travel\s+)?\[?\s*(-?\d{1,4})(?:\s*[,;]\s*|\s+)(.*)$/i.exec(text.replace(/[−–—]/g, '-'));
  if (!match) return null;
  const x = Number(match[1]);
  return { x: x === 0 ? 0 : x, rest: match[2].replace(/[\s\]]+$/, '').replace(/^\s+/, '') };
}

/** The game's chat command that sets the autopilot to a position. */
export function travelCommand({ x, y }: Position): string {
  return `/travel ${x},${y}`;
}

/** Lower case, no accents, ligatures spelt out, punctuation as spaces: how clue names are compared. */
export function normalizeClueText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Damerau-Levenshtein (optimal string alignment) distance, giving up above `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/** Typos forgiven in a word of this length: none under 4 letters, one up to 7, two beyond. */
export function typosAllowed(length: number): number {
  return length < 4 ? 0 : length <= 7 ? 1 : 2;
}

/** How well one typed word matches a name's word: 0 exact/prefix, then the typos needed; undefined = no match. */
function wordCost(typed: string, word: string, isLast: boolean): number | undefined {
  if (word === typed) return 0;
  if (word.startsWith(typed)) return isLast || typed.length >= 3 ? 0.1 : undefined;
  const allowed = typosAllowed(typed.length);
  if (allowed === 0) return undefined;
  // While typing, the last word is compared with the start of the name's word too.
  const candidates = isLast && word.length > typed.length ? [word, word.slice(0, typed.length)] : [word];
  let best: number | undefined;
  for (const candidate of candidates) {
    const d = editDistance(typed, candidate, allowed);
    if (d <= allowed && (best === undefined || d < best)) best = d;
  }
  return best;
}

/**
 * A score for `name` against what the player typed (lower is better), undefined when it does not
 * match: every typed word must match a distinct word of the name (prefix or a few typos).
 */
export function clueMatchScore(typed: string, name: string): number | undefined {
  const query = normalizeClueText(typed);
  const target = normalizeClueText(name);
  if (!query) return 0;
  if (target === query) return 0;
  if (target.startsWith(query)) return 0.05;
  if (target.includes(query)) return 0.2;
  const words = target.split(' ');
  const typedWords = query.split(' ');
  const used = new Set<number>();
  let total = 0.5;
  for (const [t, typedWord] of typedWords.entries()) {
    let bestCost: number | undefined;
    let bestIndex = -1;
    for (const [w, word] of words.entries()) {
      if (used.has(w)) continue;
      const cost = wordCost(typedWord, word, t === typedWords.length - 1);
      if (cost !== undefined && (bestCost === undefined || cost < bestCost)) [bestCost, bestIndex] = [cost, w];
    }
    if (bestCost === undefined) return undefined;
    used.add(bestIndex);
    total += bestCost;
  }
  return total;
}

/** The entries matching what the player typed, best first (ties: the given order). */
export function searchClues<T>(typed: string, entries: readonly T[], nameOf: (entry: T) => string): T[] {
  const scored: { entry: T; score: number; order: number }[] = [];
  for (const [order, entry] of entries.entries()) {
    const score = clueMatchScore(typed, nameOf(entry));
    if (score !== undefined) scored.push({ entry, score, order });
  }
  return scored.sort((a, b) => a.score - b.score || a.order - b.order).map((s) => s.entry);
}

/**
 * A Phorreur step: the clue names the Phorreur (a creature that shows itself, not a map decoration),
 * spelt however the player typed it ("Phorreur", "forreur", "phoreur", "Phorreur sournois"…).
 */
export function isPhorreur(text: string): boolean {
  return normalizeClueText(text)
    .split(' ')
    .some((word) => word.length >= 6 && editDistance(word.replace(/^ph/, 'f'), 'forreur', 2) <= 2);
}
