import type { ApiClient } from '../../api/types';
import { middlePoint } from './cells';
import { loadWorldIndex } from './loader';

/** Where a link into the map points: its world and the coordinate to show. */
export interface MapTarget {
  world: number;
  x: number;
  y: number;
}

const positiveId = (text: string | null) => (text && /^[0-9]{1,10}$/.test(text) ? Number(text) : null);

/**
 * Links in: `?map=<map id>` (a dungeon's entrance) or `?subArea=<id>` (a monster's places, a
 * sub-area) open the map on that map or on the middle of the sub-area, in its world.
 */
export async function resolveTarget(api: ApiClient, search: URLSearchParams): Promise<MapTarget | null> {
  const mapId = positiveId(search.get('map'));
  const subAreaId = positiveId(search.get('subArea'));
  if (mapId === null && subAreaId === null) return null;
  const index = await loadWorldIndex(api);
  if (mapId !== null) {
    const map = index.mapById.get(mapId);
    if (map) return { world: map.world, x: map.posX, y: map.posY };
  }
  if (subAreaId !== null) {
    // In the world holding most of its maps (a few may lie in an instance's world).
    const world = index.subAreaWorld.get(subAreaId);
    const own = [...index.mapById.values()].filter((map) => map.subAreaId === subAreaId && map.world === world);
    // The sub-area's own map nearest its middle (a ring-shaped sub-area's centre may lie outside it).
    const nearest = middlePoint(own.map((map) => ({ x: map.posX, y: map.posY })));
    if (world !== undefined && nearest) return { world, x: nearest.x, y: nearest.y };
  }
  return null;
}
