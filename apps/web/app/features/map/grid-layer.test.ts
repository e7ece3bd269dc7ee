import { describe, expect, it } from 'vitest';
import type { MapCell } from './cells';
import { cellFills } from './grid-layer';

const cell = (x: number, y: number, subAreaId: number | null): MapCell => ({
  x,
  y,
  subAreaId,
  mapId: x * 1000 + y,
  others: 0,
});

describe("the cell layer's fills", () => {
  const colourOf = (subAreaId: number | null) => (subAreaId === null ? 'grey' : `sub-${subAreaId}`);

  it("gives each coordinate its sub-area's colour, one colour per sub-area, and none where there is no map", () => {
    const fills = cellFills([cell(-2, 5, 95), cell(-1, 5, 95), cell(3, -4, 12), cell(0, 0, null)], colourOf);
    const colourAt = (x: number, y: number) => (fills.at(x, y) < 0 ? null : fills.colours[fills.at(x, y)]);
    expect(colourAt(-2, 5)).toBe('sub-95');
    expect(colourAt(-1, 5)).toBe('sub-95');
    expect(colourAt(3, -4)).toBe('sub-12');
    expect(colourAt(0, 0)).toBe('grey');
    expect(colourAt(1, 1)).toBeNull();
    expect(colourAt(-3, 5)).toBeNull(); // outside the world's box
    expect(colourAt(100, 100)).toBeNull();
    expect(fills.colours).toHaveLength(3);
    expect(fills.box).toEqual({ minX: -2, minY: -4, width: 6, height: 10 });
  });

  it('looks up a world spread too far for one array the same way', () => {
    const far = [cell(-9000, -9000, 1), cell(9000, 9000, 2), cell(0, 0, 1)];
    const fills = cellFills(far, colourOf);
    expect(fills.colours[fills.at(9000, 9000)]).toBe('sub-2');
    expect(fills.colours[fills.at(0, 0)]).toBe('sub-1');
    expect(fills.at(1, 0)).toBe(-1);
    expect(fills.box).toBeNull();
  });

  it('draws nothing for a world without maps', () => {
    expect(cellFills([], colourOf).at(0, 0)).toBe(-1);
  });
});
