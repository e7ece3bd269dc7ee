/** The map's cells: one per coordinate of a world, with the sub-area that colours it. */
export interface MapCell {
  x: number;
  y: number;
  subAreaId: number | null;
  /** The map shown for this coordinate (the outdoor one when several maps share it). */
  mapId: number;
}

/**
 * Loader payload: cells flattened to `[x, y, subAreaId (-1 = none), mapId, …]` (4 numbers each), each
 * number stored as the difference from the same field of the cell before, and the differences written
 * as one string of variable-length digits. Cells come sorted by row, so most differences are 0 or 1
 * and take one character. The main world's ~6,400 cells are a ~40 KB string in the page: as an array
 * of numbers the hydration data wrote them as 25,000 references the browser had to parse and resolve
 * one by one while the page hydrated.
 */
export type PackedCells = string;

/**
 * Digits of 5 bits; a digit from the upper half of the alphabet says another digit follows. Every
 * character is one that JSON and HTML keep as it is.
 */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CONTINUES = 32;

function writeNumber(value: number, out: string[]): void {
  let rest = value >= 0 ? value * 2 : -value * 2 - 1; // zigzag: small negatives stay short
  while (rest >= CONTINUES) {
    out.push(DIGITS[CONTINUES + (rest % CONTINUES)]!);
    rest = Math.floor(rest / CONTINUES);
  }
  out.push(DIGITS[rest]!);
}

export function packCells(cells: readonly MapCell[]): PackedCells {
  const out: string[] = [];
  let previous = [0, 0, 0, 0];
  for (const cell of cells) {
    const fields = [cell.x, cell.y, cell.subAreaId ?? -1, cell.mapId];
    for (let i = 0; i < 4; i++) writeNumber(fields[i]! - previous[i]!, out);
    previous = fields;
  }
  return out.join('');
}

const DIGIT_VALUES = new Map([...DIGITS].map((digit, value) => [digit.charCodeAt(0), value]));

/** The numbers of a packed string; throws on a character that is not a digit or a cut-off number. */
export function readNumbers(packed: PackedCells): number[] {
  const numbers: number[] = [];
  let value = 0;
  let scale = 1;
  for (let i = 0; i < packed.length; i++) {
    const digit = DIGIT_VALUES.get(packed.charCodeAt(i));
    if (digit === undefined) throw new Error(`Not a packed digit at ${i}`);
    if (digit >= CONTINUES) {
      value += (digit - CONTINUES) * scale;
      scale *= CONTINUES;
      continue;
    }
    value += digit * scale;
    numbers.push(value % 2 === 0 ? value / 2 : -(value + 1) / 2);
    value = 0;
    scale = 1;
  }
  if (scale !== 1) throw new Error('Packed cells end inside a number');
  return numbers;
}

export function unpackCells(packed: PackedCells): MapCell[] {
  const numbers = readNumbers(packed);
  const cells: MapCell[] = [];
  const fields = [0, 0, 0, 0];
  for (let i = 0; i + 3 < numbers.length; i += 4) {
    for (let f = 0; f < 4; f++) fields[f]! += numbers[i + f]!;
    cells.push({
      x: fields[0]!,
      y: fields[1]!,
      subAreaId: fields[2]! < 0 ? null : fields[2]!,
      mapId: fields[3]!,
    });
  }
  return cells;
}

export const cellKey = (x: number, y: number) => `${x},${y}`;

/** One cell per coordinate: an outdoor map is preferred, then the one in a sub-area, then the lowest id. */
export function cellsOf(
  maps: readonly { id: number; posX: number; posY: number; subAreaId?: number; outdoor?: boolean }[],
): MapCell[] {
  const best = new Map<string, (typeof maps)[number]>();
  const rank = (map: (typeof maps)[number]) => (map.outdoor ? 2 : 0) + (map.subAreaId !== undefined ? 1 : 0);
  for (const map of maps) {
    const key = cellKey(map.posX, map.posY);
    const current = best.get(key);
    if (!current || rank(map) > rank(current) || (rank(map) === rank(current) && map.id < current.id))
      best.set(key, map);
  }
  return [...best.values()]
    .map((map) => ({ x: map.posX, y: map.posY, subAreaId: map.subAreaId ?? null, mapId: map.id }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Golden-angle hues: neighbouring area ids get far-apart colours. */
const hue = (id: number) => (id * 137.508) % 360;

/**
 * A cell's fill: the area picks the hue, the sub-area a shade of it, so areas read as regions and
 * their sub-areas stay distinguishable. Dark mode uses deeper shades.
 */
export function cellColour(areaId: number | null, subAreaId: number | null, dark: boolean): string {
  if (areaId === null && subAreaId === null) return dark ? 'hsl(220 8% 28%)' : 'hsl(220 8% 78%)';
  const shade = subAreaId === null ? 0 : ((subAreaId * 7) % 5) - 2; // -2..2
  const lightness = (dark ? 34 : 70) + shade * 4;
  return `hsl(${hue(areaId ?? 0).toFixed(0)} ${dark ? 45 : 55}% ${lightness}%)`;
}

/**
 * Where to open a world: the median coordinate of its cells, so a few far-off islands do not pull
 * the view off the main land (null when empty).
 */
export function centreOf(cells: readonly { x: number; y: number }[]): { x: number; y: number } | null {
  if (cells.length === 0) return null;
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { x: median(cells.map((cell) => cell.x)), y: median(cells.map((cell) => cell.y)) };
}
