/** Worlds, areas, sub-areas, map positions, treasure-hunt clues and servers. */
import type { MaybeNamedDoc, NamedDoc } from './common.ts';

export interface World extends MaybeNamedDoc {
  origineX?: number;
  origineY?: number;
  mapWidth?: number;
  mapHeight?: number;
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
}

export interface MapPosition {
  /** Game map id. */
  id: number;
  posX: number;
  posY: number;
  worldMap: number;
  subAreaId?: number;
  outdoor?: boolean;
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
}
