/**
 * The hunt's state as the page keeps it, in its URL (shareable, same in the `/pip` shell) and, for
 * the history of steps and the auto-copy flag, in local storage.
 */
import { isHuntDirection, type HuntDirection, type Position } from '@grimoire/rules';

export interface HuntState {
  x: number | null;
  y: number | null;
  direction: HuntDirection | null;
  /** A clue id, or `phorreur` for a Phorreur step. */
  clue: number | 'phorreur' | null;
}

/** One step of the hunt: from a position, in a direction, the clue and where it was. */
export interface HuntStep {
  from: Position;
  direction: HuntDirection;
  clue: number | 'phorreur';
  /** Where the clue is (unknown for a Phorreur step until the player sees it). */
  to: Position | null;
  distance: number | null;
}

export const EMPTY_STATE: HuntState = { x: null, y: null, direction: null, clue: null };
/** Spec §3 other stores: the treasure hunt's auto-copy travel command flag. */
export const AUTO_COPY_KEY = 'grimoire.treasure-hunt.autoCopy';
export const HISTORY_KEY = 'grimoire.treasure-hunt.history';
const HISTORY_MAX = 40;

// Positions: what the fields take (three digits); one off the world is kept, for the page to say so.
const int = (text: string | null, min = -999, max = 999): number | null => {
  if (text === null || !/^-?\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

export function stateFromSearch(search: URLSearchParams): HuntState {
  const direction = int(search.get('direction'), 0, 6);
  const clue = search.get('clue');
  return {
    x: int(search.get('x')),
    y: int(search.get('y')),
    direction: isHuntDirection(direction) ? direction : null,
    clue: clue === 'phorreur' ? 'phorreur' : int(clue, 0, 1_000_000),
  };
}

export function searchFromState(state: HuntState): string {
  const params = new URLSearchParams();
  if (state.x !== null) params.set('x', String(state.x));
  if (state.y !== null) params.set('y', String(state.y));
  if (state.direction !== null) params.set('direction', String(state.direction));
  if (state.clue !== null) params.set('clue', String(state.clue));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function startOf(state: HuntState): Position | null {
  return state.x === null || state.y === null ? null : { x: state.x, y: state.y };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function readHistory(storage: StorageLike | undefined): HuntStep[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(raw) ? (raw as HuntStep[]).filter((s) => s && typeof s === 'object' && s.from && isHuntDirection(s.direction)).slice(-HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

export function writeHistory(storage: StorageLike | undefined, steps: HuntStep[]): void {
  try {
    storage?.setItem(HISTORY_KEY, JSON.stringify(steps.slice(-HISTORY_MAX)));
  } catch {
    // Private mode or full storage: the history still lives on this page.
  }
}

export function readAutoCopy(storage: StorageLike | undefined): boolean {
  try {
    return storage?.getItem(AUTO_COPY_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeAutoCopy(storage: StorageLike | undefined, on: boolean): void {
  try {
    storage?.setItem(AUTO_COPY_KEY, String(on));
  } catch {
    // The flag still applies to this page.
  }
}
