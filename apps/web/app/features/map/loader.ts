import type { Area, MapPosition, SubArea, World } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import { translate } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { cellsOf, packCells, type PackedCells } from './cells';
import { loadClueChoices, loadClueLayer, type ClueLayer } from './clue-layer';
import { loadHarvestItems, resourceChoices, resourceLayer, type ResourceChoice, type ResourceLayer } from './resource-layer';
import { MAIN_WORLD, placeName, worldChoices, type WorldChoice } from './world-names';
import { textOrder } from '../../lib/text-order';

export type { WorldChoice } from './world-names';

export { MAIN_WORLD } from './world-names';

export interface MapSubArea {
  id: number;
  name: string;
  areaId: number;
  level: number | null;
}
export interface MapPin {
  x: number;
  y: number;
  name: string;
  /** Link target (dungeon id) when the pin has a page. */
  id?: number;
  level?: number;
}
export interface HarvestSpot {
  x: number;
  y: number;
  mapId: number;
  items: { id: number; name: string; quantity: number }[];
}
export interface ShopPin {
  x: number;
  y: number;
  name: string;
  items: { id: number; name: string; price: number; currency: string | null }[];
}

export interface WorldMapData {
  lang: Language;
  worlds: WorldChoice[];
  world: number;
  cells: PackedCells;
  subAreas: MapSubArea[];
  areas: { id: number; name: string }[];
  zaaps: MapPin[];
  dungeons: MapPin[];
  harvest: HarvestSpot[];
  shops: ShopPin[];
  clue: ClueLayer | null;
  clues: { id: number; name: string }[];
  /** The resources this world's sub-areas hold, and the one picked (`?resource=`). */
  resources: ResourceChoice[];
  resource: ResourceLayer | null;
}

const WORLD_FIELDS = ['id', 'name'] as const;
const MAP_FIELDS = ['id', 'posX', 'posY', 'worldMap', 'subAreaId', 'outdoor', 'hasPriorityOnWorldmap'] as const;
const SUB_AREA_FIELDS = ['id', 'name', 'areaId', 'level', 'missingTranslations', 'harvestables'] as const;
const AREA_FIELDS = ['id', 'name', 'superAreaId', 'missingTranslations'] as const;
export type WorldRow = Pick<World, (typeof WORLD_FIELDS)[number]>;
export type MapRow = Pick<MapPosition, (typeof MAP_FIELDS)[number]>;
export type SubAreaRow = Pick<SubArea, (typeof SUB_AREA_FIELDS)[number]>;
export type AreaRow = Pick<Area, (typeof AREA_FIELDS)[number]>;

export interface WorldIndex {
  worlds: WorldRow[];
  /** Every map of each world, the outdoor maps the dumps leave without a world included (see below). */
  mapsByWorld: Map<number, MapRow[]>;
  /** Map id → its world and position (after the fallback). */
  mapById: Map<number, MapRow & { world: number }>;
  /** Sub-area id → the world holding most of its maps. */
  subAreaWorld: Map<number, number>;
  subAreas: SubAreaRow[];
  areas: AreaRow[];
}

let worldIndex: Promise<WorldIndex> | null = null;

/**
 * All map positions by world, built once (the bundle does not change while the server runs). Outdoor
 * maps whose dump gives no world (`worldMap: -1`, most of Astrub and Amakna today) are placed in the
 * world of their sub-area's super-area, so the schematic map is complete.
 */
export function loadWorldIndex(api: ApiClient): Promise<WorldIndex> {
  worldIndex ??= (async () => {
    const [worlds, maps, subAreas, areas, superAreas] = await Promise.all([
      api.findAll('worlds', { $select: WORLD_FIELDS }),
      api.findAll('map-positions', { $select: MAP_FIELDS }),
      api.findAll('subareas', { $select: SUB_AREA_FIELDS }),
      api.findAll('areas', { $select: AREA_FIELDS }),
      api.findAll('super-areas', { $select: ['id', 'worldmapId'] }),
    ]);
    const areaById = new Map(areas.map((area) => [area.id, area]));
    const superById = new Map(superAreas.map((sup) => [sup.id, sup]));
    const worldOfSubArea = new Map(
      subAreas.map((sub) => [sub.id, superById.get(areaById.get(sub.areaId)?.superAreaId ?? -1)?.worldmapId]),
    );
    const mapsByWorld = new Map<number, MapRow[]>();
    const mapById = new Map<number, MapRow & { world: number }>();
    for (const map of maps) {
      const world =
        map.worldMap >= 0 ? map.worldMap : map.outdoor ? worldOfSubArea.get(map.subAreaId ?? -1) : undefined;
      if (world === undefined || world < 0) continue;
      const list = mapsByWorld.get(world) ?? [];
      list.push(map);
      mapsByWorld.set(world, list);
      mapById.set(map.id, { ...map, world });
    }
    const counts = new Map<number, Map<number, number>>();
    for (const map of mapById.values()) {
      if (map.subAreaId === undefined) continue;
      const perWorld = counts.get(map.subAreaId) ?? new Map<number, number>();
      perWorld.set(map.world, (perWorld.get(map.world) ?? 0) + 1);
      counts.set(map.subAreaId, perWorld);
    }
    const subAreaWorld = new Map(
      [...counts].map(([sub, perWorld]) => [sub, [...perWorld].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0]]),
    );
    return { worlds, mapsByWorld, mapById, subAreaWorld, subAreas, areas };
  })().catch((error: unknown) => {
    worldIndex = null;
    throw error;
  });
  return worldIndex;
}

const nameIn = (lang: Language) => (doc: { name?: Partial<Record<string, string>> }) =>
  localized(doc.name, lang);

async function itemNames(
  api: ApiClient,
  lang: Language,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const items = await api.findAll('items', {
    id: { $in: unique },
    $select: ['id', 'name'],
  });
  return new Map(items.map((item) => [item.id, nameIn(lang)(item)]));
}

/** Everything the map page draws for one world; `world` falls back to the main world. */
export async function loadWorldMap(
  api: ApiClient,
  lang: Language,
  wanted: number | null,
  clueId: number | null,
  resourceId: number | null = null,
): Promise<WorldMapData> {
  const index = await loadWorldIndex(api);
  const worlds = worldChoices(index, lang, (id, levels) =>
    translate(lang, levels ? 'map.worldNumberLevels' : 'map.worldNumber', { id, levels }),
  );
  const world = worlds.find((w) => w.id === wanted)?.id ?? worlds[0]?.id ?? MAIN_WORLD;
  const positions = index.mapsByWorld.get(world) ?? [];
  const { subAreas, areas } = index;
  const worldOf = (subAreaId: number) => index.subAreaWorld.get(subAreaId);
  const ofWorld = subAreas.filter((sub) => worldOf(sub.id) === world);
  const [waypoints, dungeons, spots, shops, clue, clues, harvestItems] = await Promise.all([
    // A bundle without zaaps (the demo world) simply shows none.
    api.findAll('waypoints', {}).catch(() => []),
    api.findAll('dungeons', { $select: ['id', 'name', 'level', 'entranceMapId'] }).catch(() => []),
    api.find('recoltable', { 'pos.worldMap': world, $limit: 1000 }),
    api.find('npc-shop-listings', { worldMap: world, $limit: 500 }),
    clueId === null ? Promise.resolve(null) : loadClueLayer(api, lang, clueId, world),
    loadClueChoices(api, lang),
    loadHarvestItems(api, lang, subAreas),
  ]);
  const cells = cellsOf(positions);
  const byMap = new Map(positions.map((map) => [map.id, map]));
  const present = new Set(cells.map((cell) => cell.subAreaId));
  const shownSubAreas = subAreas.filter((sub) => present.has(sub.id));
  const shownAreas = new Set(shownSubAreas.map((sub) => sub.areaId));
  const names = await itemNames(api, lang, [
    ...spots.data.flatMap((spot) => spot.quantities.map((q) => q.item)),
    ...shops.data.flatMap((shop) =>
      shop.items.flatMap((line) => [line.itemId, line.currencyItemId ?? 0].filter(Boolean)),
    ),
  ]);
  const pin = (mapId: number | undefined) => (mapId === undefined ? undefined : byMap.get(mapId));
  const areaNames = new Map(areas.map((area) => [area.id, placeName(area, lang)]));
  const byName = textOrder(lang);
  return {
    lang,
    worlds,
    world,
    cells: packCells(cells),
    // In the order the sub-area finder lists them (by name, then area, then level), sorted here: in
    // the browser the first sort sets up the language's collation, a long task on a phone.
    subAreas: shownSubAreas
      .map((sub) => ({ id: sub.id, name: placeName(sub, lang), areaId: sub.areaId, level: sub.level ?? null }))
      .sort(
        (a, b) =>
          byName(a.name, b.name) ||
          byName(areaNames.get(a.areaId) ?? '', areaNames.get(b.areaId) ?? '') ||
          (a.level ?? 0) - (b.level ?? 0),
      ),
    areas: areas
      .filter((area) => shownAreas.has(area.id))
      .map((area) => ({ id: area.id, name: placeName(area, lang) })),
    zaaps: waypoints.flatMap((zaap) => {
      const map = pin(zaap.mapId);
      const sub = subAreas.find((s) => s.id === (zaap.subAreaId ?? map?.subAreaId));
      return map ? [{ x: map.posX, y: map.posY, name: placeName(sub, lang) }] : [];
    }),
    dungeons: dungeons.flatMap((dungeon) => {
      const map = pin(dungeon.entranceMapId);
      return map
        ? [{ x: map.posX, y: map.posY, name: nameIn(lang)(dungeon), id: dungeon.id, level: dungeon.level }]
        : [];
    }),
    harvest: spots.data.map((spot) => ({
      x: spot.pos.posX,
      y: spot.pos.posY,
      mapId: spot.id,
      items: spot.quantities.map((q) => ({
        id: q.item,
        name: names.get(q.item) ?? '',
        quantity: q.quantity,
      })),
    })),
    shops: shops.data.map((shop) => ({
      x: shop.posX,
      y: shop.posY,
      name: shop.name,
      items: shop.items.map((line) => ({
        id: line.itemId,
        name: names.get(line.itemId) ?? '',
        price: line.price,
        currency: line.currencyItemId ? (names.get(line.currencyItemId) ?? null) : null,
      })),
    })),
    clue,
    clues,
    resources: resourceChoices(ofWorld, harvestItems.items, harvestItems.typeName, lang),
    resource:
      resourceId === null
        ? null
        : resourceLayer(resourceId, subAreas, harvestItems.items, worldOf, world, worlds, lang),
  };
}
