import { describe, expect, it } from 'vitest';
import type { MapCell } from './cells';
import { labelsAt, mapLabels, SUB_AREA_LABEL_ZOOM, type MapLabel } from './labels';

/** A block of cells of one sub-area, `width` × `height` from (x, y). */
function block(subAreaId: number, x: number, y: number, width: number, height: number): MapCell[] {
  return Array.from({ length: width * height }, (_, i) => ({
    x: x + (i % width),
    y: y + Math.floor(i / width),
    subAreaId,
    mapId: subAreaId * 1000 + i,
    others: 0,
  }));
}

// Area 1 "Amakna" (named) holds sub-areas 10 and 11; area 2 (unnamed) holds 20 (big) and 21 (small).
const cells = [
  ...block(10, 0, 0, 6, 4),
  ...block(11, 6, 0, 2, 2),
  ...block(20, 20, 0, 5, 4),
  ...block(21, 40, 0, 2, 2),
];
const areaOf = (subAreaId: number | null) => (subAreaId === null ? null : Math.floor(subAreaId / 10));
const subAreas = [
  { id: 10, name: 'Village' },
  { id: 11, name: 'Port de Madrestam' },
  { id: 20, name: 'Forêt' },
  { id: 21, name: 'Clairière' },
  { id: 22, name: 'Nowhere' }, // no map of this world
];
const areas = [
  { id: 1, name: 'Amakna' },
  { id: 2, name: '' },
];
const labels = mapLabels(cells, subAreas, areas, areaOf);
/** Every name 8 px per letter, 12 px high. */
const measure = (label: MapLabel) => ({ width: 8 * label.name.length, height: 12 });
const names = (shown: MapLabel[]) => shown.map((label) => label.name);

describe('place names on the map', () => {
  it('stand at the middle of their maps, named places only, areas then larger places first', () => {
    expect(names(labels)).toEqual(['Amakna', 'Village', 'Forêt', 'Clairière', 'Port de Madrestam']);
    const forest = labels.find((label) => label.name === 'Forêt')!;
    expect([forest.x, forest.y, forest.cells]).toEqual([22.5, 2, 20]);
    expect(labels.find((label) => label.name === 'Amakna')!.cells).toBe(28);
  });

  it('zoomed out: the named areas, and the larger sub-areas of an area the data leaves unnamed', () => {
    // Village and the port are in Amakna, which is named; Clairière is too small to stand for its area.
    expect(names(labelsAt(labels, 3, measure))).toEqual(['Amakna', 'Forêt']);
  });

  it('zoomed in: every sub-area, and no area', () => {
    expect(names(labelsAt(labels, SUB_AREA_LABEL_ZOOM + 1, measure))).toEqual([
      'Village',
      'Forêt',
      'Clairière',
      'Port de Madrestam',
    ]);
  });

  it('never draws two names over each other: the larger place keeps its name until zooming in makes room', () => {
    // At zoom 4 a map is 16 px: the middles of Village (48, 32) and of the port (112, 16) are 64 px
    // apart across and 16 down, closer than their half widths (28 + 68 px) and heights (6 + 6 px).
    expect(names(labelsAt(labels, 4, measure))).toEqual(['Village', 'Forêt', 'Clairière']);
    // At zoom 5 they are 128 px apart: both fit.
    expect(names(labelsAt(labels, 5, measure))).toContain('Port de Madrestam');
  });
});
