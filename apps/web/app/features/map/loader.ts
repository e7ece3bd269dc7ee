import type { Area, Dungeon, MapPosition, SubArea, SuperArea, World } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import { translate } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { cellsOf, packCells, type PackedCells } from './cells';
import { loadClueChoices, loadClueLayer, type ClueLayer } from './clue-layer';

/** The main world (the World of Twelve) opens first. */
export const MAIN_WORLD = 1;

export interface WorldChoice {
  id: number;
  name: string;
  maps: number;
}
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
}

export interface WorldIndex {
  worlds: World[];
  /** Every map of each world, the outdoor maps the dumps leave without a world included (see below). */
  mapsByWorld: Map<number, MapPosition[]>;
  /** Map id → its world and position (after the fallback). */
  mapById: Map<number, MapPosition & { world: number }>;
  subAreas: SubArea[];
  areas: Area[];
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
      api.findAll<World>('worlds', { $select: ['id', 'name'] }),
      api.findAll<MapPosition>('map-positions', {
        $select: ['id', 'posX', 'posY', 'worldMap', 'subAreaId', 'outdoor', 'hasPriorityOnWorldmap'],
      }),
      api.findAll<SubArea>('subareas', { $select: ['id', 'name', 'areaId', 'level', 'missingTranslations'] }),
      api.findAll<Area>('areas', { $select: ['id', 'name', 'superAreaId', 'missingTranslations'] }),
      api.findAll<SuperArea>('super-areas', { $select: ['id', 'worldmapId'] }),
    ]);
    const areaById = new Map(areas.map((area) => [area.id, area]));
    const superById = new Map(superAreas.map((sup) => [sup.id, sup]));
    const worldOfSubArea = new Map(
      subAreas.map((sub) => [sub.id, superById.get(areaById.get(sub.areaId)?.superAreaId ?? -1)?.worldmapId]),
    );
    const mapsByWorld = new Map<number, MapPosition[]>();
    const mapById = new Map<number, MapPosition & { world: number }>();
    for (const map of maps) {
      const world =
        map.worldMap >= 0 ? map.worldMap : map.outdoor ? worldOfSubArea.get(map.subAreaId ?? -1) : undefined;
      if (world === undefined || world < 0) continue;
      const list = mapsByWorld.get(world) ?? [];
      list.push(map);
      mapsByWorld.set(world, list);
      mapById.set(map.id, { ...map, world });
    }
    return { worlds, mapsByWorld, mapById, subAreas, areas };
  })().catch((error: unknown) => {
    worldIndex = null;
    throw error;
  });
  return worldIndex;
}

/**
 * A place's name in the page language; one the data gives only in the other language keeps it with
 * the site's mark ("Tannerie Écarlate (FR)"), never passed off as a translation.
 */
export function placeName(doc: { name?: Partial<Record<string, string>>; missingTranslations?: string[] } | undefined, lang: Language): string {
  const name = localized(doc?.name, lang);
  return name && doc?.missingTranslations?.includes(lang) ? `${name} (${translate(lang, lang === 'fr' ? 'common.enOnly' : 'common.frOnly')})` : name;
}

/**
 * The game names two worlds (the World of Twelve, Incarnam): any other is named after the area met
 * on most of its maps (or, where the data leaves that area unnamed, the sub-area), with its number
 * when two would read the same, or else after its number and the levels of its sub-areas.
 */
export function worldChoices(
  index: Pick<WorldIndex, 'worlds' | 'mapsByWorld' | 'subAreas' | 'areas'>,
  lang: Language,
  numbered: (id: number, levels: string | null) => string,
): WorldChoice[] {
  const subAreaById = new Map(index.subAreas.map((sub) => [sub.id, sub]));
  const areaNames = new Map(index.areas.map((area) => [area.id, placeName(area, lang)]));
  /** The name met on most of the world's maps: its area's when the data names it, else its sub-area's. */
  const mainArea = (world: number) => {
    const counts = new Map<string, number>();
    for (const map of index.mapsByWorld.get(world) ?? []) {
      const sub = subAreaById.get(map.subAreaId ?? -1);
      const name = (sub && areaNames.get(sub.areaId)) || placeName(sub, lang);
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const [top] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return top?.[0] ?? '';
  };
  /** "190–200" from the levels of the world's sub-areas (null when the data gives none). */
  const levels = (world: number) => {
    const all = new Set<number>();
    for (const map of index.mapsByWorld.get(world) ?? []) {
      const level = subAreaById.get(map.subAreaId ?? -1)?.level;
      if (level) all.add(level);
    }
    if (all.size === 0) return null;
    const [low, high] = [Math.min(...all), Math.max(...all)];
    return low === high ? String(low) : `${low}–${high}`;
  };
  const choices = index.worlds
    .map((world) => ({
      id: world.id,
      name: placeName(world, lang) || mainArea(world.id),
      maps: index.mapsByWorld.get(world.id)?.length ?? 0,
    }))
    .filter((world) => world.maps > 0);
  const seen = new Map<string, number>();
  for (const world of choices) seen.set(world.name, (seen.get(world.name) ?? 0) + 1);
  return choices
    .map((world) => ({
      ...world,
      name: !world.name
        ? numbered(world.id, levels(world.id))
        : seen.get(world.name)! > 1
          ? `${world.name} (${world.id})`
          : world.name,
    }))
    .sort(
      (a, b) => Number(b.id === MAIN_WORLD) - Number(a.id === MAIN_WORLD) || b.maps - a.maps || a.id - b.id,
    );
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
  const items = await api.findAll<{ id: number; name?: Partial<Record<string, string>> }>('items', {
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
): Promise<WorldMapData> {
  const index = await loadWorldIndex(api);
  const worlds = worldChoices(index, lang, (id, levels) =>
    translate(lang, levels ? 'map.worldNumberLevels' : 'map.worldNumber', { id, levels }),
  );
  const world = worlds.find((w) => w.id === wanted)?.id ?? worlds[0]?.id ?? MAIN_WORLD;
  const positions = index.mapsByWorld.get(world) ?? [];
  const { subAreas, areas } = index;
  const [waypoints, dungeons, spots, shops, clue, clues] = await Promise.all([
    // A bundle without zaaps (the demo world) simply shows none.
    api.findAll<{ id: number; mapId: number; subAreaId?: number }>('waypoints', {}).catch(() => []),
    api.findAll<Dungeon>('dungeons', { $select: ['id', 'name', 'level', 'entranceMapId'] }).catch(() => []),
    api.find<{
      id: number;
      quantities: { item: number; quantity: number }[];
      pos: { posX: number; posY: number };
    }>('recoltable', { 'pos.worldMap': world, $limit: 1000 }),
    api.find<{
      name: string;
      posX: number;
      posY: number;
      items: { itemId: number; price: number; currencyItemId?: number }[];
    }>('npc-shop-listings', { worldMap: world, $limit: 500 }),
    clueId === null ? Promise.resolve(null) : loadClueLayer(api, lang, clueId, world),
    loadClueChoices(api, lang),
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
  return {
    lang,
    worlds,
    world,
    cells: packCells(cells),
    subAreas: shownSubAreas.map((sub) => ({
      id: sub.id,
      name: placeName(sub, lang),
      areaId: sub.areaId,
      level: sub.level ?? null,
    })),
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
  };
}
