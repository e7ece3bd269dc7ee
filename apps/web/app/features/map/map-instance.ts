import type * as Leaflet from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { BOOT_INFO_CLASS, type BootInfo } from './boot-info';
import type { MapCell, PackedCells } from './cells';
import { cellCentre, createCellLayer, type GridStyle } from './grid-layer';
import { map, SimpleCrs } from './leaflet-core';
import { MAX_ZOOM, MIN_ZOOM } from './map-state';

/**
 * The Leaflet map as both its makers build it: the early boot (boot.ts, before the page's scripts)
 * and the page's map component (LeafletMap.tsx), which adopts the boot's map when there is one.
 */

/** Performance mark set once the first world's cells are drawn on an interactive map. */
export const INTERACTIVE_MARK = 'grimoire:map-interactive';

/** The boot's info panel (boot-info.ts), in the page's colours and font (Mantine's variables). */
const BOOT_INFO_CSS = `.${BOOT_INFO_CLASS}{background:var(--mantine-color-body);color:var(--mantine-color-text);border:1px solid var(--mantine-color-default-border);border-radius:var(--mantine-radius-sm);padding:6px 10px;font:13px/1.45 var(--mantine-font-family);max-width:min(260px,calc(100vw - 80px))}.${BOOT_INFO_CLASS}[hidden]{display:none}`;

/**
 * Leaflet's stylesheet and the boot's panel's, put in the head once: they come with the map's
 * script, not as one more request.
 */
export function ensureLeafletCss(): void {
  if (document.getElementById('leaflet-css')) return;
  const style = document.createElement('style');
  style.id = 'leaflet-css';
  style.textContent = leafletCss + BOOT_INFO_CSS;
  document.head.appendChild(style);
}

export function createWorldMap(element: HTMLElement, centre: { x: number; y: number }, zoom: number) {
  return map(element, {
    crs: SimpleCrs,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    zoomSnap: 1,
    preferCanvas: true,
    attributionControl: false,
    center: cellCentre(centre.x - 0.5, centre.y - 0.5),
    zoom,
  });
}

/** A cell layer on a map, with what it was drawn from. */
export interface DrawnCells {
  layer: Leaflet.GridLayer;
  packed: PackedCells;
  dark: boolean;
  showGrid: boolean;
}

/** Draws the cells on the map; the first layer of the page to finish its view sets INTERACTIVE_MARK. */
export function drawCells(
  on: Leaflet.Map,
  cells: readonly MapCell[],
  packed: PackedCells,
  style: GridStyle,
): DrawnCells {
  const layer = createCellLayer(cells, style);
  // The view's cells are painted and the map pans and zooms: `npm run bench -- pages` reads this mark.
  layer.once('load', () => {
    if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0) performance.mark(INTERACTIVE_MARK);
  });
  layer.addTo(on);
  return { layer, packed, dark: style.dark, showGrid: style.showGrid };
}

export interface BootedMap {
  map: Leaflet.Map;
  /** Null until the boot has drawn them (it draws in a task after making the map). */
  cells: DrawnCells | null;
  /** The boot's answer to a hovered or tapped map, once the cells are drawn (boot-info.ts). */
  info: BootInfo | null;
}
const booted = new WeakMap<HTMLElement, BootedMap>();

/** The boot leaves its map on the element for the page to adopt. */
export const leaveBootedMap = (host: HTMLElement, map: BootedMap) => void booted.set(host, map);

/** The page takes the boot's map (once), or null when the boot drew none here. */
export function takeBootedMap(host: HTMLElement): BootedMap | null {
  const found = booted.get(host) ?? null;
  booted.delete(host);
  return found;
}
