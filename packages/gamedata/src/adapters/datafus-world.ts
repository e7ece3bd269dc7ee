import type { Out } from './adapter.ts';
import { readD2O, num, numArr, str, type Rec } from '../util/io.ts';
import { MAIN_WORLDS } from './labels.ts';

/** `MapCoordinates.compressedCoords`: signed 32-bit; x = signed high 16 bits, y = signed low 16 bits. */
export function decodeCoords(c: number): { x: number; y: number } {
  const v = c | 0;
  return { x: v >> 16, y: (v << 16) >> 16 };
}

/** `[[a, b], …]` pairs of a D2O field (quests: [questId, mapId]; npcs: [npcId, mapId]). */
function pairs(v: unknown): [number, number][] {
  if (!Array.isArray(v)) return [];
  const out: [number, number][] = [];
  for (const p of v) {
    const [a, b] = numArr(p);
    if (a !== undefined && b !== undefined) out.push([a, b]);
  }
  return out;
}

/** Sub-area fields used by the map and resource pages: harvestables, NPCs, quests, outline. */
export function subAreaExtras(s: Rec): Rec {
  const harvestables = numArr(s.harvestables);
  const npcs = pairs(s.npcs);
  const quests = pairs(s.quests);
  const shape = numArr(s.shape);
  return {
    harvestables: harvestables.length ? [...new Set(harvestables)] : undefined,
    npcs: npcs.length ? npcs.map(([npcId, mapId]) => ({ npcId, mapId })) : undefined,
    quests: quests.length ? quests.map(([questId, mapId]) => ({ questId, mapId })) : undefined,
    shape: shape.length >= 2 ? shape : undefined,
  };
}

/** Name of a main world map (and of the super area drawn on it), from the constant table. */
function worldName(worldmapId: number | undefined): Rec | undefined {
  const row = MAIN_WORLDS.find(([id]) => id === worldmapId);
  return row ? { fr: row[1], en: row[2] } : undefined;
}

export async function loadDatafusWorld(dir: string, out: Out): Promise<void> {
  const superWorld = new Map<number, number>();
  for (const a of await readD2O(dir, 'SuperAreas')) {
    const worldmapId = num(a.worldmapId);
    if (worldmapId !== undefined && worldmapId > 0) superWorld.set(num(a.id) ?? -1, worldmapId);
    out.put('super-areas', num(a.id), {
      worldmapId,
      name: a.hasWorldMap === true ? worldName(worldmapId) : undefined,
    });
  }
  const areaWorld = new Map<number, number>();
  for (const a of await readD2O(dir, 'Areas')) {
    out.put('areas', num(a.id), { superAreaId: num(a.superAreaId), worldmapId: num(a.worldmapId) });
    const w = num(a.worldmapId);
    const inherited = w !== undefined && w > 0 ? w : superWorld.get(num(a.superAreaId) ?? -1);
    if (inherited !== undefined) areaWorld.set(num(a.id) ?? -1, inherited);
  }
  const subAreasOfMonster = new Map<number, number[]>();
  for (const s of await readD2O(dir, 'SubAreas')) {
    const id = num(s.id);
    const mapIds = numArr(s.mapIds);
    const world = num(s.worldmapId);
    const zaap = num(s.associatedZaapMapId);
    out.put('subareas', id, {
      areaId: num(s.areaId) ?? 0,
      level: num(s.level),
      mapIds,
      worldmapId: world,
      monsterIds: numArr(s.monsters),
      ...subAreaExtras(s),
      associatedZaapMapId: zaap !== undefined && zaap > 0 ? zaap : undefined,
    });
    // A sub-area's own world map is the map's; otherwise its area's (or super area's) world map is only
    // a guess for outdoor maps (indoor maps sit on no world map): derive-maps decides.
    const guess = areaWorld.get(num(s.areaId) ?? -1);
    for (const mapId of mapIds)
      out.put('map-positions', mapId, {
        subAreaId: id,
        worldMap: world !== undefined && world > 0 ? world : undefined,
        _worldMapGuess: world !== undefined && world > 0 ? undefined : guess,
      });
    for (const m of numArr(s.monsters)) {
      const list = subAreasOfMonster.get(m) ?? [];
      if (id !== undefined) list.push(id);
      subAreasOfMonster.set(m, list);
    }
  }
  for (const [m, ids] of subAreasOfMonster) out.put('monsters', m, { subAreaIds: ids });
  for (const w of await readD2O(dir, 'WorldMaps')) {
    out.put('worlds', num(w.id), {
      name: worldName(num(w.id)),
      origineX: num(w.origineX),
      origineY: num(w.origineY),
      mapWidth: num(w.mapWidth),
      mapHeight: num(w.mapHeight),
      totalWidth: num(w.totalWidth),
      totalHeight: num(w.totalHeight),
      zoom: Array.isArray(w.zoom) ? w.zoom.map(String) : undefined,
      minScale: num(w.minScale),
      maxScale: num(w.maxScale),
      startScale: num(w.startScale),
      viewableEverywhere: typeof w.viewableEverywhere === 'boolean' ? w.viewableEverywhere : undefined,
      visibleOnMap: typeof w.visibleOnMap === 'boolean' ? w.visibleOnMap : undefined,
    });
  }
  for (const c of await readD2O(dir, 'MapCoordinates')) {
    const cc = num(c.compressedCoords);
    if (cc === undefined) continue;
    const { x, y } = decodeCoords(cc);
    for (const mapId of numArr(c.mapIds)) out.put('map-positions', mapId, { posX: x, posY: y });
  }
  for (const h of await readD2O(dir, 'Hints')) {
    const w = num(h.worldMapId);
    if (w !== undefined && w > 0) out.put('map-positions', num(h.mapId), { _worldMapHint: w });
  }
  for (const p of await readD2O(dir, 'PointOfInterest')) {
    out.put('point-of-interest', num(p.id), { categoryId: num(p.categoryId) });
  }
  for (const s of await readD2O(dir, 'Servers')) {
    const opening = num(s.openingDate);
    out.put('servers', num(s.id), {
      gameTypeId: num(s.gameTypeId) ?? 0,
      communityId: num(s.communityId) ?? 0,
      language: str(s.language),
      openingDate: opening ? new Date(opening).toISOString() : undefined,
      populationId: num(s.populationId),
    });
  }
  for (const d of await readD2O(dir, 'Dungeons')) {
    out.put('dungeons', num(d.id), {
      level: num(d.optimalPlayerLevel) ?? 0,
      mapIds: numArr(d.mapIds),
      entranceMapId: num(d.entranceMapId),
      exitMapId: num(d.exitMapId),
    });
  }
  for (const t of await readD2O(dir, 'HavenbagThemes')) {
    out.put('havenbag-themes', num(t.id), { mapId: num(t.mapId) });
  }
  for (const f of await readD2O(dir, 'HavenbagFurnitures')) {
    const layer = num(f.layerId) ?? 1;
    out.put('havenbag-furnitures', num(f.typeId), {
      themeId: num(f.themeId) ?? 0,
      typeId: num(f.typeId),
      elementId: num(f.elementId),
      layerId: (layer === 0 || layer === 2 ? layer : 1) as 0 | 1 | 2,
      blocksMovement: f.blocksMovement === true,
      isStackable: f.isStackable === true,
      cellsWidth: num(f.cellsWidth),
      cellsHeight: num(f.cellsHeight),
    });
  }
  for (const w of await readD2O(dir, 'Waypoints')) {
    out.put('waypoints', num(w.id), { mapId: num(w.mapId), subAreaId: num(w.subAreaId) });
  }
}
