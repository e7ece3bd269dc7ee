import type * as Leaflet from 'leaflet';
import { cellKey, type MapCell } from './cells';
import { cellAt } from './grid-layer';
import { Control } from './leaflet-core';

/** The info panel's words in the page's language; `%s` stands for the number. */
export interface BootInfoStrings {
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

/** The lines the panel shows for a coordinate: position, then sub-area, area, level and map id. */
export function infoLines(
  at: { x: number; y: number },
  cell: MapCell | undefined,
  names: PlaceNames,
  strings: BootInfoStrings,
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

/** Class of the panel, styled in map-instance.ts (the boot's stylesheet). */
export const BOOT_INFO_CLASS = 'grimoire-boot-info';

export interface BootInfo {
  /** The map the player tapped last, for the page to show once it takes over. */
  readonly selected: { x: number; y: number } | null;
  remove(): void;
}

/**
 * Until the page's scripts have come, the early boot answers a hovered or tapped map as the page
 * will: its position, sub-area, area, level and map id, in a small panel over the map's corner (the
 * page's own panel, CellInfo.tsx, beside the map, is React's). The page removes it when it adopts
 * the map, and shows the map tapped last in its own panel.
 */
export function attachBootInfo(
  map: Leaflet.Map,
  cells: readonly MapCell[],
  names: PlaceNames,
  strings: BootInfoStrings,
): BootInfo {
  let byKey: Map<string, MapCell> | null = null;
  let selected: { x: number; y: number } | null = null;
  const panel = document.createElement('div');
  panel.className = BOOT_INFO_CLASS;
  panel.setAttribute('aria-live', 'polite');
  panel.dataset.testid = 'map-boot-info';
  panel.hidden = true;
  const control = new Control({ position: 'bottomleft' });
  control.onAdd = () => panel;
  control.addTo(map);

  const show = (at: { x: number; y: number } | null) => {
    panel.hidden = !at;
    if (!at) return;
    byKey ??= new Map(cells.map((cell) => [cellKey(cell.x, cell.y), cell]));
    const [position, ...rest] = infoLines(at, byKey.get(cellKey(at.x, at.y)), names, strings);
    const title = document.createElement('strong');
    title.textContent = position!; // text, never HTML from the data
    panel.replaceChildren(
      title,
      ...rest.map((line) => {
        const element = document.createElement('div');
        element.textContent = line;
        return element;
      }),
    );
  };
  const onClick = (event: Leaflet.LeafletMouseEvent) => {
    selected = cellAt(event.latlng.lat, event.latlng.lng);
    show(selected);
  };
  const onMove = (event: Leaflet.LeafletMouseEvent) => show(cellAt(event.latlng.lat, event.latlng.lng));
  const onOut = () => show(selected);
  map.on('click', onClick);
  map.on('mousemove', onMove);
  map.on('mouseout', onOut);
  return {
    get selected() {
      return selected;
    },
    remove() {
      map.off('click', onClick);
      map.off('mousemove', onMove);
      map.off('mouseout', onOut);
      control.remove();
    },
  };
}
