/**
 * What the map's info panels say of a map: the page's (CellInfo.tsx) and the early boot's, before
 * React (boot-info.ts). Free of Leaflet and React, so both, and the server's render, can use it.
 */
import type { MapCell } from './cells';

/** The info panels' words in the page's language; `%s` stands for the number. */
export interface InfoStrings {
  subArea: string;
  area: string;
  level: string;
  mapId: string;
  unnamed: string;
  noMap: string;
}

export interface PlaceNames {
  /** Sub-area id → its area, name and level. */
  subAreas: ReadonlyMap<number, { areaId: number; name: string; level: number | null }>;
  /** Area id → name, for the areas the data names. */
  areas: ReadonlyMap<number, string>;
}

/**
 * The lines a panel shows for a coordinate: its position, then its sub-area, area, level and, last,
 * its map id (or that no map is there).
 */
export function infoLines(
  at: { x: number; y: number },
  cell: MapCell | undefined,
  names: PlaceNames,
  strings: InfoStrings,
): string[] {
  const lines = [`[${at.x}, ${at.y}]`];
  if (!cell) return [...lines, strings.noMap];
  const sub = cell.subAreaId === null ? undefined : names.subAreas.get(cell.subAreaId);
  lines.push(`${strings.subArea}: ${sub?.name || strings.unnamed}`);
  lines.push(`${strings.area}: ${(sub && names.areas.get(sub.areaId)) || strings.unnamed}`);
  if (sub?.level !== null && sub?.level !== undefined)
    lines.push(strings.level.replace('%s', String(sub.level)));
  lines.push(strings.mapId.replace('%s', String(cell.mapId)));
  return lines;
}
