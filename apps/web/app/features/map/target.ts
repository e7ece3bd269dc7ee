import type { MapPosition, SubArea } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import { centreOf } from './cells';

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
  if (mapId !== null) {
    const map = await api.get<MapPosition>('map-positions', mapId).catch(() => null);
    if (map) return { world: map.worldMap, x: map.posX, y: map.posY };
  }
  const subAreaId = positiveId(search.get('subArea'));
  if (subAreaId !== null) {
    const subArea = await api.get<SubArea>('subareas', subAreaId).catch(() => null);
    const mapIds = subArea?.mapIds.slice(0, 500) ?? [];
    if (mapIds.length === 0) return null;
    const maps = await api.findAll<MapPosition>('map-positions', {
      id: { $in: mapIds },
      $select: ['id', 'posX', 'posY', 'worldMap'],
    });
    const outdoors = maps.filter((map) => map.worldMap >= 0);
    const world = outdoors[0]?.worldMap;
    const centre = centreOf(
      outdoors.filter((map) => map.worldMap === world).map((map) => ({ x: map.posX, y: map.posY })),
    );
    if (world !== undefined && centre) {
      // The sub-area's own map nearest its middle (a ring-shaped sub-area's centre may lie outside it).
      const nearest = outdoors.reduce((best, map) =>
        Math.hypot(map.posX - centre.x, map.posY - centre.y) <
        Math.hypot(best.posX - centre.x, best.posY - centre.y)
          ? map
          : best,
      );
      return { world, x: nearest.posX, y: nearest.posY };
    }
  }
  return null;
}

/** The map page's address for a link in (language prefix added by the caller's `localePath`). */
export const mapLinkToMap = (mapId: number) => `/tools/map?map=${mapId}`;
export const mapLinkToSubArea = (subAreaId: number) => `/tools/map?subArea=${subAreaId}`;
