/**
 * The world map's view (spec §3 "map meta" and "map grid flag" stores): which world, where, how
 * close, which layers. It lives in the URL (shareable) and in local storage (the last view).
 */
export const MAP_LAYERS = ['zaaps', 'dungeons', 'harvest', 'shops', 'marks', 'clue'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 7;
export const DEFAULT_ZOOM = 3;
export const DEFAULT_LAYERS: readonly MapLayer[] = ['zaaps', 'dungeons', 'marks', 'clue'];

export interface MapView {
  world: number | null;
  /** Centre, in map coordinates (posX, posY; fractions allowed). */
  x: number | null;
  y: number | null;
  zoom: number;
  layers: MapLayer[];
}

export const MAP_META_KEY = 'grimoire.mapMeta';
export const MAP_GRID_KEY = 'grimoire.mapGrid';

const COORDINATE_MAX = 10_000;

function number(text: string | null | undefined, min: number, max: number): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

export function parseLayers(text: string | null | undefined): MapLayer[] | null {
  if (text === null || text === undefined) return null;
  const wanted = new Set(text.split(',').map((part) => part.trim()));
  return MAP_LAYERS.filter((layer) => wanted.has(layer));
}

/** The view an address asks for; what it leaves out is null (or the default zoom/layers). */
export function viewFromSearch(search: URLSearchParams): Partial<MapView> {
  const view: Partial<MapView> = {};
  const world = number(search.get('world'), -COORDINATE_MAX, COORDINATE_MAX);
  if (world !== null && Number.isInteger(world)) view.world = world;
  const x = number(search.get('x'), -COORDINATE_MAX, COORDINATE_MAX);
  const y = number(search.get('y'), -COORDINATE_MAX, COORDINATE_MAX);
  if (x !== null && y !== null) Object.assign(view, { x, y });
  const zoom = number(search.get('z'), MIN_ZOOM, MAX_ZOOM);
  if (zoom !== null) view.zoom = Math.round(zoom);
  const layers = parseLayers(search.get('layers'));
  if (layers) view.layers = layers;
  return view;
}

/** Query string of a view (centre rounded to a tenth of a map: short, still precise). */
export function searchOfView(view: MapView, extra: Record<string, string | null> = {}): string {
  const search = new URLSearchParams();
  if (view.world !== null) search.set('world', String(view.world));
  if (view.x !== null && view.y !== null) {
    search.set('x', String(Math.round(view.x * 10) / 10));
    search.set('y', String(Math.round(view.y * 10) / 10));
  }
  search.set('z', String(view.zoom));
  search.set('layers', view.layers.join(','));
  for (const [key, value] of Object.entries(extra)) if (value !== null) search.set(key, value);
  return search.toString();
}

/** The stored view (local storage text); anything malformed is ignored. */
export function parseStoredView(text: string | null): Partial<MapView> {
  if (!text) return {};
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    if (typeof raw !== 'object' || raw === null) return {};
    const search = new URLSearchParams();
    for (const key of ['world', 'x', 'y', 'z'])
      if (typeof raw[key] === 'number') search.set(key, String(raw[key]));
    if (Array.isArray(raw.layers))
      search.set('layers', raw.layers.filter((l) => typeof l === 'string').join(','));
    return viewFromSearch(search);
  } catch {
    return {};
  }
}

export function storedViewText(view: MapView): string {
  return JSON.stringify({ world: view.world, x: view.x, y: view.y, z: view.zoom, layers: view.layers });
}

/**
 * The view to open: the address wins, then the stored view (its centre and zoom when it is of the
 * same world; its layers in any case), then the world's defaults.
 */
export function initialView(fromUrl: Partial<MapView>, stored: Partial<MapView>, world: number): MapView {
  const storedFits = stored.world === world;
  const base = storedFits ? stored : {};
  const hasUrlCentre = fromUrl.x !== undefined && fromUrl.y !== undefined;
  return {
    world,
    x: hasUrlCentre ? fromUrl.x! : (base.x ?? null),
    y: hasUrlCentre ? fromUrl.y! : (base.y ?? null),
    zoom: fromUrl.zoom ?? base.zoom ?? DEFAULT_ZOOM,
    layers: fromUrl.layers ?? stored.layers ?? [...DEFAULT_LAYERS],
  };
}

/**
 * The view a page opens on, its centre and zoom filled in: the address's or the stored one
 * (initialView), else the linked-in place (`target`) or the world's middle (`fallback`, asked only
 * then), at the middle of that cell; and, when neither the address nor a view stored for this world
 * gives a zoom, the one that fits the world (`fit`, from that centre: `fitZoom`).
 * The map's early boot (boot.ts) and the page (use-map-view.ts) both open it, so they agree.
 */
export function openedView(
  search: URLSearchParams,
  storedText: string | null,
  world: number,
  target: { x: number; y: number } | null,
  fallback: () => { x: number; y: number },
  fit: (centre: { x: number; y: number }) => number,
): MapView & { x: number; y: number } {
  const fromUrl = viewFromSearch(search);
  const stored = parseStoredView(storedText);
  const opened = initialView(fromUrl, stored, world);
  let centre = { x: opened.x ?? 0, y: opened.y ?? 0 };
  if (opened.x === null || opened.y === null || target) {
    const cell = fallback();
    centre = { x: cell.x + 0.5, y: cell.y + 0.5 };
  }
  const zoomGiven = fromUrl.zoom !== undefined || (stored.world === world && stored.zoom !== undefined);
  return { ...opened, ...centre, zoom: zoomGiven ? opened.zoom : fit(centre) };
}

/** Free pixels kept between a fitted world and its map's edges. */
const FIT_MARGIN = 16;

/**
 * The zoom at which every map of a world shows around `centre` in a map element of that size, never
 * further out than the default zoom (the main world opens there, close enough to read) nor closer
 * than one step from the closest: a small world (Incarnam) opens filling the map instead of as a speck.
 */
export function fitZoom(
  cells: readonly { x: number; y: number }[],
  centre: { x: number; y: number },
  width: number,
  height: number,
): number {
  if (cells.length === 0 || width <= 2 * FIT_MARGIN || height <= 2 * FIT_MARGIN) return DEFAULT_ZOOM;
  let across = 0;
  let down = 0;
  for (const cell of cells) {
    across = Math.max(across, Math.abs(cell.x - centre.x), Math.abs(cell.x + 1 - centre.x));
    down = Math.max(down, Math.abs(cell.y - centre.y), Math.abs(cell.y + 1 - centre.y));
  }
  const scale = Math.min((width / 2 - FIT_MARGIN) / across, (height / 2 - FIT_MARGIN) / down);
  return Math.min(MAX_ZOOM - 1, Math.max(DEFAULT_ZOOM, Math.floor(Math.log2(scale))));
}

/** A stored text of this browser (the view, the grid flag), or null: none, on the server, or storage disabled. */
export function readStored(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The grid flag a page opens with: the address's `grid`, else the stored flag. */
export const openedGrid = (search: URLSearchParams, storedText: string | null) =>
  search.has('grid') ? search.get('grid') === '1' : storedText === 'true';

/** "Go to [x, y]": accepts `3,-5`, `[3, -5]`, `3 -5`, `x 3 y -5`. */
export function parseGoTo(text: string): { x: number; y: number } | null {
  const match =
    /^\s*\[?\s*(?:x\s*[:=]?\s*)?(-?\d{1,4})\s*[,;\s]\s*(?:y\s*[:=]?\s*)?(-?\d{1,4})\s*\]?\s*$/i.exec(text);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
}

export function toggleLayer(layers: readonly MapLayer[], layer: MapLayer): MapLayer[] {
  const next = layers.includes(layer) ? layers.filter((l) => l !== layer) : [...layers, layer];
  return MAP_LAYERS.filter((l) => next.includes(l));
}
