/**
 * The treasure hunt without a network: the clue data of the main world (`GET /api/clue-pack`, kept by
 * the service worker), turned into the grid `mapsAhead` walks, so a step gets the same answer the
 * API gives (the server answers with the same rules of @grimoire/rules). The page asks the API while
 * it can, and this when the network is gone.
 */
import { buildClueGrid, HUNT_DIRECTIONS, mapsAhead, type ClueGrid, type HuntDirection, type Position } from '@grimoire/rules';
import type { CluePack } from '@grimoire/server/client';
import { errorCode } from '../../api/errors';
import type { Ahead, AheadMap } from './loader';

export interface OfflineClues {
  grid: ClueGrid;
  bounds: CluePack['bounds'];
  version: string;
  /** The latest of the game data's date and the hints' last change: what the page calls "updated". */
  updatedAt: string;
}

export const CLUE_PACK_URL = '/api/clue-pack';

/** The pack as the page uses it. */
export function offlineClues(pack: CluePack): OfflineClues {
  const grid = buildClueGrid(pack.maps.map(([id, posX, posY, ...clueIds]) => ({ id, posX, posY, clueIds })));
  const updatedAt = pack.hintsUpdatedAt && pack.hintsUpdatedAt > pack.generatedAt ? pack.hintsUpdatedAt : pack.generatedAt;
  return { grid, bounds: pack.bounds, version: pack.version, updatedAt };
}

/** The four directions' maps ahead of a position, from the kept clue data (as `loadAhead` gives them from the API). */
export function aheadOffline(clues: OfflineClues, { x, y }: Position): Ahead {
  const { minX, maxX, minY, maxY } = clues.bounds;
  if (x < minX || x > maxX || y < minY || y > maxY) return { outside: clues.bounds };
  const lists = HUNT_DIRECTIONS.map((direction): AheadMap[] =>
    mapsAhead(clues.grid, { x, y }, direction).map((m) => ({ id: m.id, posX: m.posX, posY: m.posY, distance: m.distance, clueIds: [...m.clueIds] })),
  );
  return Object.fromEntries(HUNT_DIRECTIONS.map((d, i) => [d, lists[i]])) as Record<HuntDirection, AheadMap[]>;
}

/** A failure that is not an answer of the server (no HTTP status): the network is gone or unusable. */
export const isNetworkFailure = (error: unknown): boolean => errorCode(error) === undefined;

/**
 * Fetches the clue data once the service worker controls the page (so that it keeps the answer for
 * offline use): at once when it already does or when the browser has no service worker.
 */
export async function fetchCluePack(signal: AbortSignal): Promise<CluePack> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (worker && !worker.controller) {
    // A first visit: the worker installs, then takes the page over (clientsClaim).
    await Promise.race([
      new Promise<void>((resolve) => worker.addEventListener('controllerchange', () => resolve(), { once: true })),
      new Promise<void>((resolve) => setTimeout(resolve, 15_000)),
    ]);
  }
  const response = await fetch(CLUE_PACK_URL, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`clue data: ${response.status}`);
  return (await response.json()) as CluePack;
}
