/**
 * The treasure-hunt clue index: the maps of each world with the clues they hold, built once from
 * the bundle's `map-positions` (clue ids from dofhunt) and `point-of-interest` (clue names), with
 * the players' hints laid over it (validated "clue here" hints add a clue to the maps at that
 * position; reliable "clue not here" reports remove it).
 */
import { buildClueGrid, mapsAhead, positionKey, type ClueGrid, type ClueMap, type HuntDirection, type MapAhead, type Position } from '@grimoire/rules';
import type { GameStore } from '../../game/store';

/** The main world (Amakna and the continent), where hunts happen unless told otherwise. */
export const MAIN_WORLD = 1;

/** A clue's name in the five game languages. */
export type ClueName = Partial<Record<'fr' | 'en' | 'es' | 'de' | 'pt', string>>;

/** A hint that changes the index: clue `clueId` added to / removed from the maps at a position. */
export interface HintOverlay {
  clueId: number;
  posX: number;
  posY: number;
  worldMap: number;
  kind: 'present' | 'absent';
}

export interface WorldBounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

interface WorldGrid {
  /** Every map of the world by position (clues from the dumps only). */
  maps: Map<string, ClueMap[]>;
  bounds: WorldBounds;
}

type Rec = Readonly<Record<string, unknown>>;
const int = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

export class ClueIndex {
  readonly clueNames = new Map<number, ClueName>();
  private readonly worlds = new Map<number, WorldGrid>();
  /** Per world: the grid with the hints applied (rebuilt when the hints change). */
  private readonly hinted = new Map<number, ClueGrid>();
  private overlay: readonly HintOverlay[] = [];
  private overlayKey = '[]';
  /** Bumped whenever the hints that count change: answers computed before it are stale. */
  version = 0;
  /** When the hints that count last changed (the latest decision, vote or edit among them); undefined without hints. */
  hintsUpdatedAt: string | undefined;
  /** `mapsHoldingClue` answers per world and clue (a map layer asks for the same clue many times). */
  private readonly holding = new Map<string, { id: number; posX: number; posY: number }[]>();

  constructor(mapPositions: readonly Rec[], pointsOfInterest: readonly Rec[]) {
    for (const poi of pointsOfInterest) {
      const id = int(poi.id);
      if (id !== undefined && poi.name && typeof poi.name === 'object') this.clueNames.set(id, poi.name as ClueName);
    }
    for (const map of mapPositions) {
      const [id, posX, posY, worldMap] = [int(map.id), int(map.posX), int(map.posY), int(map.worldMap)];
      if (id === undefined || posX === undefined || posY === undefined || worldMap === undefined) continue;
      let world = this.worlds.get(worldMap);
      if (!world) {
        world = { maps: new Map(), bounds: { minX: posX, maxX: posX, minY: posY, maxY: posY } };
        this.worlds.set(worldMap, world);
      }
      const clueIds = Array.isArray(map.clueIds) ? (map.clueIds as unknown[]).filter((c): c is number => int(c) !== undefined && this.clueNames.has(c as number)) : [];
      const key = positionKey(posX, posY);
      const list = world.maps.get(key) ?? [];
      list.push({ id, posX, posY, clueIds });
      world.maps.set(key, list);
      const b = world.bounds;
      [b.minX, b.maxX, b.minY, b.maxY] = [Math.min(b.minX, posX), Math.max(b.maxX, posX), Math.min(b.minY, posY), Math.max(b.maxY, posY)];
    }
    // Maps at one position in id order: the order answers list them in.
    for (const world of this.worlds.values()) for (const list of world.maps.values()) list.sort((a, b) => a.id - b.id);
  }

  static fromStore(store: GameStore): ClueIndex {
    return new ClueIndex(store.collections.get('map-positions') ?? [], store.collections.get('point-of-interest') ?? []);
  }

  hasWorld(worldMap: number): boolean {
    return this.worlds.has(worldMap);
  }

  bounds(worldMap: number): WorldBounds | undefined {
    return this.worlds.get(worldMap)?.bounds;
  }

  /** The game maps at a position of a world (any map, with clues or not). */
  mapsAt(worldMap: number, x: number, y: number): readonly ClueMap[] {
    return this.worlds.get(worldMap)?.maps.get(positionKey(x, y)) ?? [];
  }

  /**
   * Replaces the hints laid over the dump's clues. They come in order: for one clue at one position,
   * a later hint overrides an earlier one.
   */
  setOverlay(hints: readonly HintOverlay[], updatedAt?: string): void {
    this.hintsUpdatedAt = updatedAt;
    const key = JSON.stringify(hints);
    if (key === this.overlayKey) return;
    this.overlayKey = key;
    this.version++;
    this.overlay = hints;
    this.hinted.clear();
    this.holding.clear();
  }

  private grid(worldMap: number): ClueGrid | undefined {
    const cached = this.hinted.get(worldMap);
    if (cached) return cached;
    const world = this.worlds.get(worldMap);
    if (!world) return undefined;
    const hints = this.overlay.filter((h) => h.worldMap === worldMap);
    let grid: ClueGrid = world.maps;
    if (hints.length > 0) {
      // For one clue at one position the last hint of the overlay wins (see `setOverlay`).
      const last = new Map<string, HintOverlay>();
      for (const hint of hints) last.set(`${positionKey(hint.posX, hint.posY)}|${hint.clueId}`, hint);
      const added = new Map<string, Set<number>>();
      const removed = new Map<string, Set<number>>();
      for (const hint of last.values()) {
        const target = hint.kind === 'present' ? added : removed;
        const key = positionKey(hint.posX, hint.posY);
        target.set(key, (target.get(key) ?? new Set()).add(hint.clueId));
      }
      const maps: ClueMap[] = [];
      for (const [key, list] of world.maps) {
        for (const map of list) {
          const drop = removed.get(key);
          const add = added.get(key);
          const clueIds = new Set(map.clueIds.filter((c) => !drop?.has(c)));
          // A "clue here" hint names a position: the clue goes to the position's first map holding clues (else its first map).
          if (add && map === (list.find((m) => m.clueIds.length > 0) ?? list[0])) for (const c of add) if (!drop?.has(c)) clueIds.add(c);
          maps.push({ ...map, clueIds: [...clueIds] });
        }
      }
      grid = buildClueGrid(maps);
    }
    this.hinted.set(worldMap, grid);
    return grid;
  }

  /**
   * The maps of a world holding clues (hints applied) as `[id, posX, posY, ...clueIds]`, in id order:
   * all a browser needs to answer hunt steps by itself (`mapsAhead` over `buildClueGrid`) offline.
   */
  packedMaps(worldMap: number): number[][] {
    const grid = this.grid(worldMap);
    if (!grid) return [];
    const maps: number[][] = [];
    for (const list of grid.values()) for (const map of list) if (map.clueIds.length > 0) maps.push([map.id, map.posX, map.posY, ...map.clueIds]);
    return maps.sort((a, b) => a[0] - b[0]);
  }

  /** The hunt step: maps holding clues ahead (nearest first), or the nearest map holding `clueId`. */
  search(worldMap: number, start: Position, direction: HuntDirection, clueId?: number): MapAhead[] {
    const grid = this.grid(worldMap);
    return grid ? mapsAhead(grid, start, direction, clueId) : [];
  }

  /**
   * Every map of a world holding a clue (hints applied), for map layers: `{id, posX, posY}`
   * sorted by position. Unknown clue or world → empty.
   */
  mapsHoldingClue(clueId: number, worldMap = MAIN_WORLD): { id: number; posX: number; posY: number }[] {
    const key = `${worldMap}:${clueId}`;
    const known = this.holding.get(key);
    if (known) return known;
    const grid = this.grid(worldMap);
    if (!grid) return [];
    const found: { id: number; posX: number; posY: number }[] = [];
    for (const list of grid.values())
      for (const map of list) if (map.clueIds.includes(clueId)) found.push({ id: map.id, posX: map.posX, posY: map.posY });
    found.sort((a, b) => a.posX - b.posX || a.posY - b.posY || a.id - b.id);
    this.holding.set(key, found);
    return found;
  }
}
