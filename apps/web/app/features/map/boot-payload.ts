import type { PackedCells } from './cells';

/** The element the world map is drawn in: server-rendered with the boot's data, adopted by the page. */
export const MAP_HOST_ID = 'world-map-host';

/** Key of the cells a document's render gets from its loader (lib/server-only.ts), not in the hydration data. */
export const MAP_CELLS_KEY = 'worldMapCells';

/** What the map's early boot (boot.ts) draws from, written by the server inside the map's element. */
export interface MapBootPayload {
  world: number;
  cells: PackedCells;
  /** Sub-area id → area id, for the cells' colours. */
  areas: [number, number][];
  target: { x: number; y: number } | null;
}

/** The payload as the map element's server HTML: a JSON script, inert, that `<` cannot end. */
export const mapBootHtml = (payload: MapBootPayload) =>
  `<script type="application/json">${JSON.stringify(payload).replace(/</g, '\\u003c')}</script>`;

/** The payload the boot took out of the map's element (this module is shared by the boot and the page). */
let taken: MapBootPayload | null = null;

function readPayload(host: HTMLElement, take: boolean): MapBootPayload | null {
  const script = host.querySelector('script[type="application/json"]');
  if (!script) return null;
  if (take) script.remove();
  try {
    return JSON.parse(script.textContent ?? '') as MapBootPayload;
  } catch {
    return null;
  }
}

/** The payload the server left in the map's element, taken out of it (the boot); null when there is none. */
export function takeMapBootPayload(host: HTMLElement): MapBootPayload | null {
  const payload = readPayload(host, true);
  if (payload) taken = payload;
  return payload;
}

/**
 * The cells of the page's HTML, for the page's first render in the browser (its hydration data
 * leaves them out): those the boot took, or else (its script failed) those still in the element.
 */
export function pageCells(): PackedCells | null {
  if (taken) return taken.cells;
  const host = document.getElementById(MAP_HOST_ID);
  return host ? (readPayload(host, false)?.cells ?? null) : null;
}
