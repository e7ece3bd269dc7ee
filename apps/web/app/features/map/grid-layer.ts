import type * as Leaflet from 'leaflet';
import { cellColour, cellKey, type MapCell } from './cells';
import { paintSoon } from './tile-queue';

export interface GridStyle {
  dark: boolean;
  /** Spec §3 map grid flag: cell borders, and coordinates once cells are big enough. */
  showGrid: boolean;
  areaOf: (subAreaId: number | null) => number | null;
}

/** Pixels per map coordinate at a zoom (CRS.Simple: 2^zoom). */
export const scaleAt = (zoom: number) => 2 ** zoom;

/**
 * The cells as canvas tiles (L.GridLayer): each 256 px tile paints only the cells it covers, so the
 * whole world costs a few dozen canvases instead of thousands of DOM nodes or vector paths.
 */
export function createCellLayer(
  L: typeof Leaflet,
  cells: readonly MapCell[],
  style: GridStyle,
): Leaflet.GridLayer {
  const byKey = new Map(cells.map((cell) => [cellKey(cell.x, cell.y), cell]));
  const colours = new Map<number | null, string>();
  const colourOf = (subAreaId: number | null) => {
    let colour = colours.get(subAreaId);
    if (!colour) {
      colour = cellColour(style.areaOf(subAreaId), subAreaId, style.dark);
      colours.set(subAreaId, colour);
    }
    return colour;
  };
  const draw = (tile: HTMLCanvasElement, coords: Leaflet.Coords, size: Leaflet.Point) => {
    const ratio = window.devicePixelRatio || 1;
    tile.width = size.x * ratio;
    tile.height = size.y * ratio;
    const context = tile.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    const scale = scaleAt(coords.z);
    const left = coords.x * size.x;
    const top = coords.y * size.y;
    const [x0, x1] = [Math.floor(left / scale), Math.ceil((left + size.x) / scale)];
    const [y0, y1] = [Math.floor(top / scale), Math.ceil((top + size.y) / scale)];
    const gap = scale >= 8 ? 1 : 0;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const cell = byKey.get(cellKey(x, y));
        if (!cell) continue;
        context.fillStyle = colourOf(cell.subAreaId);
        context.fillRect(x * scale - left, y * scale - top, scale - gap, scale - gap);
      }
    }
    if (style.showGrid && scale >= 8) drawGrid(context, { x0, x1, y0, y1, scale, left, top, dark: style.dark });
  };
  const Layer = L.GridLayer.extend({
    // Two parameters: Leaflet waits for `done`. Tiles are painted a few at a time in tasks of their
    // own (tile-queue.ts), so the map answers the pointer while the first view paints.
    createTile(coords: Leaflet.Coords, done: Leaflet.DoneCallback) {
      const tile = document.createElement('canvas');
      const size = this.getTileSize() as Leaflet.Point;
      paintSoon(() => {
        draw(tile, coords, size);
        done(undefined, tile);
      });
      return tile;
    },
  });
  const CellLayer = Layer as unknown as new (options: Leaflet.GridLayerOptions) => Leaflet.GridLayer;
  return new CellLayer({ tileSize: 256, noWrap: true, updateWhenZooming: false, keepBuffer: 2 });
}

function drawGrid(
  context: CanvasRenderingContext2D,
  {
    x0,
    x1,
    y0,
    y1,
    scale,
    left,
    top,
    dark,
  }: {
    x0: number;
    x1: number;
    y0: number;
    y1: number;
    scale: number;
    left: number;
    top: number;
    dark: boolean;
  },
) {
  context.strokeStyle = dark ? 'rgba(255,255,255,0.18)' : 'rgba(0,0,0,0.18)';
  context.lineWidth = 1;
  context.beginPath();
  for (let x = x0; x <= x1; x++) {
    context.moveTo(x * scale - left + 0.5, 0);
    context.lineTo(x * scale - left + 0.5, 256);
  }
  for (let y = y0; y <= y1; y++) {
    context.moveTo(0, y * scale - top + 0.5);
    context.lineTo(256, y * scale - top + 0.5);
  }
  context.stroke();
  if (scale < 48) return;
  context.fillStyle = dark ? 'rgba(255,255,255,0.75)' : 'rgba(0,0,0,0.7)';
  context.font = `${Math.min(12, scale / 5)}px sans-serif`;
  context.textBaseline = 'top';
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) context.fillText(`${x},${y}`, x * scale - left + 3, y * scale - top + 3);
}

/** Map coordinates (posX, posY) → Leaflet lat/lng: posY grows southwards, latitude northwards. */
export const toLatLng = (x: number, y: number): [number, number] => [-y, x];
/** The centre of a cell. */
export const cellCentre = (x: number, y: number): [number, number] => [-(y + 0.5), x + 0.5];
/** Lat/lng → the cell under it. */
export const cellAt = (lat: number, lng: number) => ({ x: Math.floor(lng), y: Math.floor(-lat) });
