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
  /** Other maps at the position: one, and several (`%s`). */
  otherOne: string;
  otherMany: string;
}

export interface PlaceNames {
  /** Sub-area id → its area, name and level. */
  subAreas: ReadonlyMap<number, { areaId: number; name: string; level: number | null }>;
  /** Area id → name, for the areas the data names. */
  areas: ReadonlyMap<number, string>;
}

/**
 * The lines a panel shows for a coordinate: its position, then its sub-area, its area (when the data
 * names it), level, how many other maps share the position and, last, its map id (or that no map is there).
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
  lines.push(strings.subArea.replace('%s', sub?.name || strings.unnamed));
  const area = sub && names.areas.get(sub.areaId);
  if (area) lines.push(strings.area.replace('%s', area));
  if (sub?.level !== null && sub?.level !== undefined)
    lines.push(strings.level.replace('%s', String(sub.level)));
  if (cell.others > 0) lines.push(cell.others === 1 ? strings.otherOne : strings.otherMany.replace('%s', String(cell.others)));
  lines.push(strings.mapId.replace('%s', String(cell.mapId)));
  return lines;
}
