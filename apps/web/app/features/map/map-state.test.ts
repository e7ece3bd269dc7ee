import { describe, expect, it } from 'vitest';
import { cellsOf, centreOf, packCells, readNumbers, unpackCells } from './cells';
import { parseMarks, withMark } from './marks';
import {
  DEFAULT_LAYERS,
  DEFAULT_ZOOM,
  fitZoom,
  initialView,
  MAX_ZOOM,
  openedGrid,
  openedView,
  parseGoTo,
  parseStoredView,
  searchOfView,
  storedViewText,
  toggleLayer,
  viewFromSearch,
} from './map-state';

describe('the map view in the address and the map meta store', () => {
  it('round-trips world, centre, zoom and layers through the address', () => {
    const view = { world: 1, x: -2.34, y: 5, zoom: 5, layers: ['zaaps' as const, 'harvest' as const] };
    const search = searchOfView(view, { clue: '848', grid: null });
    expect(search).toBe('world=1&x=-2.3&y=5&z=5&layers=zaaps%2Charvest&clue=848');
    expect(viewFromSearch(new URLSearchParams(search))).toEqual({ ...view, x: -2.3 });
  });

  it('ignores unknown layers, impossible zooms and half a centre', () => {
    expect(viewFromSearch(new URLSearchParams('z=99&x=3&layers=zaaps,bogus'))).toEqual({ layers: ['zaaps'] });
    expect(viewFromSearch(new URLSearchParams('world=abc&z=2'))).toEqual({ zoom: 2 });
  });

  it('opens on the address first, then the stored view of the same world, then the defaults', () => {
    const stored = parseStoredView(storedViewText({ world: 1, x: 4, y: 4, zoom: 6, layers: ['shops'] }));
    expect(initialView({ x: 1, y: 2 }, stored, 1)).toEqual({
      world: 1,
      x: 1,
      y: 2,
      zoom: 6,
      layers: ['shops'],
    });
    expect(initialView({}, stored, 1)).toEqual({ world: 1, x: 4, y: 4, zoom: 6, layers: ['shops'] });
    // Another world: the stored centre means nothing there, the chosen layers still apply.
    expect(initialView({}, stored, 5)).toMatchObject({ world: 5, x: null, y: null, layers: ['shops'] });
    expect(initialView({}, parseStoredView('not json'), 1)).toMatchObject({
      x: null,
      layers: [...DEFAULT_LAYERS],
    });
  });

  it("fills the opened view's centre: the address's, else the linked-in place or the world's middle, at the middle of the cell", () => {
    const stored = storedViewText({ world: 1, x: 4, y: 4, zoom: 6, layers: ['shops'] });
    const middle = () => ({ x: 10, y: -3 });
    const fit = () => 5;
    expect(openedView(new URLSearchParams('x=1&y=2&z=4'), stored, 1, null, middle, fit)).toMatchObject({
      x: 1,
      y: 2,
      zoom: 4,
    });
    expect(openedView(new URLSearchParams(''), stored, 1, null, middle, fit)).toMatchObject({
      x: 4,
      y: 4,
      zoom: 6,
    });
    // Another world's stored centre and zoom are not this world's: its middle, fitted.
    expect(openedView(new URLSearchParams(''), stored, 2, null, middle, fit)).toMatchObject({
      world: 2,
      x: 10.5,
      y: -2.5,
      zoom: 5,
    });
    // The address's zoom wins over the fit, in another world too.
    expect(openedView(new URLSearchParams('z=2'), stored, 2, null, middle, fit)).toMatchObject({ zoom: 2 });
    // A link in (a dungeon, a map id) wins over any centre.
    expect(
      openedView(new URLSearchParams('x=1&y=2'), stored, 1, { x: 5, y: -18 }, () => ({ x: 5, y: -18 }), fit),
    ).toMatchObject({ x: 5.5, y: -17.5 });
  });

  it('fits a small world in the map, and opens a large one at the default zoom', () => {
    /** A world of `size` × `size` maps from (0, 0). */
    const square = (size: number) =>
      Array.from({ length: size * size }, (_, i) => ({ x: i % size, y: Math.floor(i / size) }));
    // 10 × 10 maps around (5, 5) in a 390 × 500 px map: 5 maps each way in 179 px across, 35 px a map.
    expect(fitZoom(square(10), { x: 5, y: 5 }, 390, 500)).toBe(5);
    // Half as many maps across: one step closer.
    expect(fitZoom(square(5), { x: 2.5, y: 2.5 }, 390, 500)).toBe(6);
    // One map: the closest zoom but one, where a map is 64 px.
    expect(fitZoom(square(1), { x: 0.5, y: 0.5 }, 390, 500)).toBe(MAX_ZOOM - 1);
    // The main world's size would fit only further out: it opens at the default zoom, close enough to read.
    expect(fitZoom(square(120), { x: 60, y: 60 }, 746, 560)).toBe(DEFAULT_ZOOM);
    // No size yet (a hidden map), or no maps: the default zoom.
    expect(fitZoom(square(10), { x: 5, y: 5 }, 0, 0)).toBe(DEFAULT_ZOOM);
    expect(fitZoom([], { x: 0, y: 0 }, 390, 500)).toBe(DEFAULT_ZOOM);
  });

  it('opens the grid from the address, else from the stored flag', () => {
    expect(openedGrid(new URLSearchParams('grid=1'), 'false')).toBe(true);
    expect(openedGrid(new URLSearchParams('grid=0'), 'true')).toBe(false);
    expect(openedGrid(new URLSearchParams(''), 'true')).toBe(true);
    expect(openedGrid(new URLSearchParams(''), null)).toBe(false);
  });

  it('toggles a layer on and off, keeping the layer order', () => {
    expect(toggleLayer(['marks', 'zaaps'], 'harvest')).toEqual(['zaaps', 'harvest', 'marks']);
    expect(toggleLayer(['zaaps', 'harvest'], 'zaaps')).toEqual(['harvest']);
  });
});

describe('"Go to [x, y]"', () => {
  it('reads the ways players write a position', () => {
    for (const text of ['-2,5', '[-2, 5]', '-2 5', 'x -2 y 5', ' [ -2 ; 5 ] '])
      expect(parseGoTo(text), text).toEqual({ x: -2, y: 5 });
    for (const text of ['', 'abc', '1', '1,2,3', '1.5,2']) expect(parseGoTo(text), text).toBeNull();
  });
});

describe('map cells', () => {
  it('keeps one cell per coordinate, preferring the outdoor map, and counts the others there', () => {
    const cells = cellsOf([
      { id: 9, posX: 0, posY: 0, subAreaId: 3 },
      { id: 5, posX: 0, posY: 0, subAreaId: 4, outdoor: true },
      { id: 7, posX: 1, posY: 0 },
    ]);
    expect(cells).toEqual([
      { x: 0, y: 0, subAreaId: 4, mapId: 5, others: 1 },
      { x: 1, y: 0, subAreaId: null, mapId: 7, others: 0 },
    ]);
    expect(unpackCells(packCells(cells))).toEqual(cells);
  });

  // [4, -19]: Astrub's street, not the Vilinsekts' hideout laid over it (both outdoor, lower id first).
  it("shows the map the game's world map flags, then the town before an instance laid over it", () => {
    const town = Array.from({ length: 5 }, (_, i) => ({ id: 191_104_000 + i, posX: i, posY: -19, subAreaId: 95, outdoor: true }));
    const hideout = { id: 147_063_810, posX: 4, posY: -19, subAreaId: 843, outdoor: true };
    expect(cellsOf([hideout, ...town]).find((cell) => cell.x === 4)).toMatchObject({ mapId: 191_104_004, subAreaId: 95, others: 1 });
    const flagged = { id: 191_104_004, posX: 4, posY: -19, subAreaId: 95, outdoor: true, hasPriorityOnWorldmap: true };
    expect(cellsOf([hideout, hideout, flagged])[0]).toMatchObject({ mapId: 191_104_004 });
  });

  it('packs a row of neighbouring maps as small differences', () => {
    const row = [0, 1, 2, 3].map((i) => ({ x: -10 + i, y: 5, subAreaId: 42, mapId: 88_000_000 + i * 1024, others: 0 }));
    const packed = packCells(row);
    expect(readNumbers(packed).slice(5)).toEqual([1, 0, 0, 1024, 0, 1, 0, 0, 1024, 0, 1, 0, 0, 1024, 0]);
    expect(packed.length).toBeLessThan(4 * 9); // a step of 1 and a 0 take one character each
    expect(unpackCells(packed)).toEqual(row);
  });

  it('packs far, negative and large numbers without loss, and refuses a damaged string', () => {
    const cells = [
      { x: -87, y: 54, subAreaId: null, mapId: 212_861_955, others: 0 },
      { x: 31, y: -99, subAreaId: 1_034, mapId: 1, others: 14 },
      { x: -32, y: -33, subAreaId: 0, mapId: 2 ** 31 + 5, others: 3 },
    ];
    const packed = packCells(cells);
    expect(packed).toMatch(/^[A-Za-z0-9_-]+$/); // no character JSON or HTML would escape
    expect(unpackCells(packed)).toEqual(cells);
    expect(() => unpackCells(packed.slice(0, -1) + '!')).toThrow();
    expect(() => unpackCells(packed + 'z')).toThrow(/inside a number/);
  });

  it('opens a world on its main land, not between far-off islands', () => {
    const land = Array.from({ length: 9 }, (_, i) => ({ x: i % 3, y: Math.floor(i / 3) }));
    expect(centreOf([...land, { x: 80, y: 80 }])).toEqual({ x: 1, y: 1 });
    expect(centreOf([])).toBeNull();
  });
});

describe('my marks', () => {
  it('keeps one mark per coordinate and survives bad storage', () => {
    const marks = withMark(withMark([], { x: 1, y: 2, label: ' Home ' }), { x: 1, y: 2, label: 'Farm' });
    expect(marks).toEqual([{ x: 1, y: 2, label: 'Farm' }]);
    expect(parseMarks('{"1":[{"x":1,"y":2,"label":"ok"},{"x":"a"}],"2":"no"}')).toEqual({
      1: [{ x: 1, y: 2, label: 'ok' }],
    });
    expect(parseMarks('garbage')).toEqual({});
  });
});
