import type * as Leaflet from 'leaflet';
import { cellColour, type MapCell } from './cells';
import { GridLayer } from './leaflet-core';
import { paintSoon } from './tile-queue';

export interface GridStyle {
  dark: boolean;
  /** Spec §3 map grid flag: cell borders, and coordinates once cells are big enough. */
  showGrid: boolean;
  areaOf: (subAreaId: number | null) => number | null;
  /** A cell's fill; by default its area's hue in its sub-area's shade (cellColour). */
  colourOf?: (subAreaId: number | null) => string;
}

/** Pixels per map coordinate at a zoom (CRS.Simple: 2^zoom). */
export const scaleAt = (zoom: number) => 2 ** zoom;

/**
 * The cells as canvas tiles (L.GridLayer): each 256 px tile paints only the cells it covers, so the
 * whole world costs a few dozen canvases instead of thousands of DOM nodes or vector paths.
 */
export function createCellLayer(cells: readonly MapCell[], style: GridStyle): Leaflet.GridLayer {
  const fills = cellFills(
    cells,
    style.colourOf ?? ((subAreaId) => cellColour(style.areaOf(subAreaId), subAreaId, style.dark)),
  );
  let world: HTMLCanvasElement | null | undefined;
  /** The whole world at one pixel per cell, painted once: a tile is a scaled copy of its part. */
  const worldImage = () => {
    if (world !== undefined) return world;
    const { box } = fills;
    const image = box && document.createElement('canvas');
    const context = image?.getContext('2d');
    if (!box || !image || !context) return (world = null);
    image.width = box.width;
    image.height = box.height;
    // Each colour as the canvas reads it back (`#rrggbb`), then every pixel written at once.
    const rgba = fills.colours.map((colour) => {
      context.fillStyle = colour;
      const hex = Number.parseInt(String(context.fillStyle).slice(1), 16);
      return [hex >> 16, (hex >> 8) & 255, hex & 255];
    });
    const pixels = context.createImageData(box.width, box.height);
    for (let y = 0; y < box.height; y++) {
      for (let x = 0; x < box.width; x++) {
        const fill = fills.at(box.minX + x, box.minY + y);
        if (fill < 0) continue;
        const at = (y * box.width + x) * 4;
        pixels.data.set(rgba[fill]!, at);
        pixels.data[at + 3] = 255;
      }
    }
    context.putImageData(pixels, 0, 0);
    return (world = image);
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
    const image = worldImage();
    const { box } = fills;
    if (image && box) {
      // One scaled copy, then the gaps between cells cut out: a few dozen calls instead of a thousand.
      const [sx0, sx1] = [Math.max(x0, box.minX), Math.min(x1, box.minX + box.width)];
      const [sy0, sy1] = [Math.max(y0, box.minY), Math.min(y1, box.minY + box.height)];
      if (sx1 > sx0 && sy1 > sy0) {
        const [width, height] = [sx1 - sx0, sy1 - sy0];
        context.imageSmoothingEnabled = false;
        // From the world image's pixels of these cells, to their place on the tile.
        const [fromX, fromY, toX, toY] = [sx0 - box.minX, sy0 - box.minY, sx0 * scale - left, sy0 * scale - top];
        context.drawImage(image, fromX, fromY, width, height, toX, toY, width * scale, height * scale);
        if (gap) {
          for (let x = sx0; x < sx1; x++) context.clearRect((x + 1) * scale - gap - left, 0, gap, size.y);
          for (let y = sy0; y < sy1; y++) context.clearRect(0, (y + 1) * scale - gap - top, size.x, gap);
        }
      }
    } else {
      let current = -1;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const fill = fills.at(x, y);
          if (fill < 0) continue;
          if (fill !== current) context.fillStyle = fills.colours[(current = fill)]!;
          context.fillRect(x * scale - left, y * scale - top, scale - gap, scale - gap);
        }
      }
    }
    if (style.showGrid && scale >= 8) drawGrid(context, { x0, x1, y0, y1, scale, left, top, dark: style.dark });
  };
  const Layer = GridLayer.extend({
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

/** Largest box of coordinates looked up as one array (a world's main land is about 150 × 150). */
const GRID_MAX_CELLS = 1 << 22;

/**
 * Each cell's fill as an index into `colours` (-1: no cell), read from a typed array over the
 * world's box of coordinates (`box`), which also sizes the one-pixel-per-cell world image tiles are
 * copied from. A world spread over a box too large for one array (far-off coordinates) is looked up
 * in a map instead (`box` null), and its tiles are painted cell by cell.
 */
export function cellFills(cells: readonly MapCell[], colourOf: (subAreaId: number | null) => string) {
  const colours: string[] = [];
  const indexOf = new Map<number | null, number>();
  const fillOf = (subAreaId: number | null) => {
    let index = indexOf.get(subAreaId);
    if (index === undefined) {
      index = colours.push(colourOf(subAreaId)) - 1;
      indexOf.set(subAreaId, index);
    }
    return index;
  };
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const cell of cells) {
    minX = Math.min(minX, cell.x);
    maxX = Math.max(maxX, cell.x);
    minY = Math.min(minY, cell.y);
    maxY = Math.max(maxY, cell.y);
  }
  const width = maxX - minX + 1;
  const height = maxY - minY + 1;
  if (cells.length > 0 && width * height <= GRID_MAX_CELLS) {
    const grid = new Int32Array(width * height).fill(-1);
    for (const cell of cells) grid[(cell.y - minY) * width + cell.x - minX] = fillOf(cell.subAreaId);
    const at = (x: number, y: number) =>
      x < minX || x > maxX || y < minY || y > maxY ? -1 : grid[(y - minY) * width + x - minX]!;
    return { colours, at, box: { minX, minY, width, height } };
  }
  const byPosition = new Map(cells.map((cell) => [`${cell.x},${cell.y}`, fillOf(cell.subAreaId)]));
  return { colours, at: (x: number, y: number) => byPosition.get(`${x},${y}`) ?? -1, box: null };
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
