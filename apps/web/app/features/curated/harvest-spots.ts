import type { ApiClient } from '../../api/types';

/** A tagged harvest spot of a resource, as the workbench's shopping list links it. */
export interface SpotLink {
  mapId: number;
  x: number;
  y: number;
}

/** Spots shown per resource (the map shows them all). */
export const SPOTS_PER_RESOURCE = 3;
const IDS_PER_CALL = 100;

/** Resource id → up to 3 of its tagged harvest spots (from `/recoltable`); `{}` when none or on error. */
export async function loadHarvestSpots(
  api: ApiClient,
  itemIds: readonly number[],
): Promise<Record<number, SpotLink[]>> {
  const unique = [...new Set(itemIds)];
  const spots: Record<number, SpotLink[]> = {};
  const wanted = new Set(unique);
  const parts = Array.from({ length: Math.ceil(unique.length / IDS_PER_CALL) }, (_, i) =>
    unique.slice(i * IDS_PER_CALL, (i + 1) * IDS_PER_CALL),
  );
  const pages = await Promise.all(
    parts.map((part) =>
      api
        .find(
          'recoltable',
          { 'quantities.item': { $in: part }, $limit: 1000 },
        )
        .then((page) => page.data)
        .catch(() => []),
    ),
  );
  for (const map of pages.flat()) {
    for (const { item } of map.quantities) {
      if (!wanted.has(item)) continue;
      const list = (spots[item] ??= []);
      if (list.length < SPOTS_PER_RESOURCE) list.push({ mapId: map.id, x: map.pos.posX, y: map.pos.posY });
    }
  }
  return spots;
}
