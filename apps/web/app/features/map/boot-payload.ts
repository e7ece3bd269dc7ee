import type { InfoStrings } from './info-lines';
import type { PackedCells } from './cells';
import type { MapSubArea } from './loader';

/** The element the world map is drawn in: server-rendered with the boot's data, adopted by the page. */
export const MAP_HOST_ID = 'world-map-host';

/**
 * Keys of what a document's render gets from its loader (lib/server-only.ts), not in the hydration
 * data: the cells, and the places that name them.
 */
export const MAP_CELLS_KEY = 'worldMapCells';
export const MAP_PLACES_KEY = 'worldMapPlaces';

/** The sub-areas and areas of a world, as the page uses them. */
export interface MapPlaces {
  subAreas: MapSubArea[];
  areas: { id: number; name: string }[];
}

/** What the map's early boot (boot.ts) draws from, written by the server inside the map's element. */
export interface MapBootPayload {
  world: number;
  cells: PackedCells;
  /** Sub-areas as `[id, area id, name, level]`: the cells' colours, and the names of a tapped map. */
  subAreas: [number, number, string, number | null][];
  /** Areas the data names, as `[id, name]`. */
  areas: [number, string][];
  target: { x: number; y: number } | null;
  /** The words of the boot's info panel, in the page's language (boot-info.ts). */
  strings: InfoStrings;
}

/** The places in the payload's compact form. */
export const payloadPlaces = ({
  subAreas,
  areas,
}: MapPlaces): Pick<MapBootPayload, 'subAreas' | 'areas'> => ({
  subAreas: subAreas.map((sub) => [sub.id, sub.areaId, sub.name, sub.level]),
  areas: areas.filter((area) => area.name).map((area) => [area.id, area.name]),
});

/** The payload's places as the page uses them. */
export const placesOfPayload = (payload: Pick<MapBootPayload, 'subAreas' | 'areas'>): MapPlaces => ({
  subAreas: payload.subAreas.map(([id, areaId, name, level]) => ({ id, areaId, name, level })),
  areas: payload.areas.map(([id, name]) => ({ id, name })),
});

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
 * The payload of the page's HTML, for the page's first render in the browser (its hydration data
 * leaves the cells and places out): the one the boot took, or else (its script failed) the one still
 * in the element.
 */
export function pagePayload(): MapBootPayload | null {
  if (taken) return taken;
  const host = document.getElementById(MAP_HOST_ID);
  return host ? readPayload(host, false) : null;
}
