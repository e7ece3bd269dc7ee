import type { ApiClient, NamedPath } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';

/** A map where the resource is harvested (tagged in the back office). */
export interface HarvestPlace {
  mapId: number;
  x: number;
  y: number;
  world: string;
  subArea: string;
  quantity: number;
}

/** An NPC shop selling the item. */
export interface SellerShop {
  name: string;
  mapId: number;
  x: number;
  y: number;
  price: number;
  /** The item paid with, or null for kamas. */
  currency: { id: number; name: string } | null;
}

export interface ItemCuration {
  harvest: HarvestPlace[];
  sellers: SellerShop[];
  /** Appearance (skin) ids and look data, for staff (the service is the back office's). */
  appearance: { appearanceIds: number[]; look: string | null } | null;
}

const HARVEST_SHOWN = 100;

async function namesOf(api: ApiClient, path: NamedPath, ids: readonly number[], lang: Language) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, string>();
  const docs = await api.findAll(path, { id: { $in: unique }, $select: ['id', 'name'] });
  return new Map(docs.map((doc) => [doc.id, localized(doc.name, lang)]));
}

/** "Harvested at", "sold by" and the appearance of one item (empty lists when nothing is curated). */
export async function loadItemCuration(
  api: ApiClient,
  lang: Language,
  itemId: number,
): Promise<ItemCuration> {
  const [spots, shops, appearances] = await Promise.all([
    api
      .find('recoltable', {
        'quantities.item': itemId,
        $limit: HARVEST_SHOWN,
      })
      .then((page) => page.data)
      .catch(() => []),
    api
      .find('npc-shop-listings', { itemId, $limit: 50 })
      .then((page) => page.data)
      .catch(() => []),
    api
      .find('appearances', { itemId, $limit: 1 })
      .then((page) => page.data[0] ?? null)
      .catch(() => null),
  ]);
  const [worlds, subAreas, currencies] = await Promise.all([
    namesOf(
      api,
      'worlds',
      spots.map((spot) => spot.pos.worldMap),
      lang,
    ),
    namesOf(
      api,
      'subareas',
      spots.flatMap((spot) => (spot.pos.subAreaId === null ? [] : [spot.pos.subAreaId])),
      lang,
    ),
    namesOf(
      api,
      'items',
      shops.flatMap((shop) =>
        shop.items.flatMap((line) =>
          line.itemId === itemId && line.currencyItemId ? [line.currencyItemId] : [],
        ),
      ),
      lang,
    ),
  ]);
  return {
    harvest: spots.map((spot) => ({
      mapId: spot.id,
      x: spot.pos.posX,
      y: spot.pos.posY,
      world: worlds.get(spot.pos.worldMap) ?? '',
      subArea: spot.pos.subAreaId === null ? '' : (subAreas.get(spot.pos.subAreaId) ?? ''),
      quantity: spot.quantities.find((q) => q.item === itemId)?.quantity ?? 1,
    })),
    sellers: shops.flatMap((shop) => {
      const line = shop.items.find((l) => l.itemId === itemId);
      if (!line) return [];
      const currency = line.currencyItemId
        ? { id: line.currencyItemId, name: currencies.get(line.currencyItemId) ?? '' }
        : null;
      return [
        { name: shop.name, mapId: shop.mapId, x: shop.posX, y: shop.posY, price: line.price, currency },
      ];
    }),
    appearance: appearances && { appearanceIds: appearances.appearanceIds, look: appearances.look },
  };
}
