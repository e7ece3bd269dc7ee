/** Worlds, areas, sub-areas, map positions, treasure-hunt clues and servers. */
import type { MaybeNamedDoc, NamedDoc } from './common.ts';

export interface World extends MaybeNamedDoc {
  origineX?: number;
  origineY?: number;
  mapWidth?: number;
  mapHeight?: number;
  /** The world map's own fields (2.73 `WorldMaps`): size in pixels, zoom levels and scales. */
  totalWidth?: number;
  totalHeight?: number;
  zoom?: string[];
  minScale?: number;
  maxScale?: number;
  startScale?: number;
  viewableEverywhere?: boolean;
  visibleOnMap?: boolean;
}

export interface SuperArea extends MaybeNamedDoc {
  worldmapId?: number;
}

export interface Area extends MaybeNamedDoc {
  superAreaId?: number;
  worldmapId?: number;
}

export interface SubArea extends MaybeNamedDoc {
  areaId: number;
  level?: number;
  mapIds: number[];
  worldmapId?: number;
  monsterIds?: number[];
  /** Items harvested in the sub-area (resources of its harvestable objects). */
  harvestables?: number[];
  /** NPCs standing in the sub-area, with their map (ids only: no source names NPCs). */
  npcs?: { npcId: number; mapId: number }[];
  /** Quests started or played in the sub-area, with their map. */
  quests?: { questId: number; mapId: number }[];
  /** The game's outline of the sub-area (`SubAreas.shape`, packed coordinates as in the D2O). */
  shape?: number[];
  /** Map of the zaap the sub-area is attached to. */
  associatedZaapMapId?: number;
}

export interface MapPosition {
  /** Game map id. */
  id: number;
  posX: number;
  posY: number;
  worldMap: number;
  subAreaId?: number;
  outdoor?: boolean;
  /**
   * The game's flag for the map its world map shows where several maps share a position (the 2018
   * dump; absent on maps it does not know and on those it does not flag).
   */
  hasPriorityOnWorldmap?: boolean;
  /** Treasure-hunt clue ids (`point-of-interest` ids) found on this map. */
  clueIds?: number[];
}

/** A treasure-hunt clue. */
export interface PointOfInterest extends NamedDoc {
  categoryId?: number;
}

/**
 * `treasure-hunt-index`: one record per clue (`point-of-interest` id) with every map holding it, so a
 * hunt step (position, direction, clue) is answered without scanning all map positions. The same data
 * is in `map-positions[].clueIds`; this is the inverted index.
 */
export interface TreasureHuntIndexEntry {
  id: number;
  /** [mapId, posX, posY, worldMap] per map holding the clue. */
  maps: [number, number, number, number][];
  /** [posX, posY] from sources without map ids (dofuspourlesnoobs), when any. */
  positionsWithoutMap?: [number, number][];
}

export interface Server extends NamedDoc {
  gameTypeId: number;
  communityId: number;
  language?: string;
  openingDate?: string;
  populationId?: number;
  /** Today's servers: classic, mono-account, epic (heroic), pioneer (2025) and mono-account pioneer. */
  kind?: 'classic' | 'mono' | 'epic' | 'pioneer' | 'pioneer-mono';
  monoAccount?: boolean;
  /** A server that no longer exists (merged or closed): kept for characters that still name it. */
  retired?: boolean;
}

/** A zaap: the map it stands on and its sub-area (`waypoints`). */
export interface Waypoint {
  id: number;
  mapId?: number;
  subAreaId?: number;
}
