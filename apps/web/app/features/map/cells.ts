/** The map's cells: one per coordinate of a world, with the sub-area that colours it. */
export interface MapCell {
  x: number;
  y: number;
  subAreaId: number | null;
  /** The map shown for this coordinate: the one a player walks on when several maps share it. */
  mapId: number;
  /** How many other maps of this world share the coordinate (interiors, floors, instances). */
  others: number;
}

/**
 * Loader payload: cells flattened to `[x, y, subAreaId (-1 = none), mapId, others, …]` (5 numbers each), each
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

const FIELDS = 5;

export function packCells(cells: readonly MapCell[]): PackedCells {
  const out: string[] = [];
  let previous = [0, 0, 0, 0, 0];
  for (const cell of cells) {
    const fields = [cell.x, cell.y, cell.subAreaId ?? -1, cell.mapId, cell.others];
    for (let i = 0; i < FIELDS; i++) writeNumber(fields[i]! - previous[i]!, out);
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
  const fields = [0, 0, 0, 0, 0];
  for (let i = 0; i + FIELDS - 1 < numbers.length; i += FIELDS) {
    for (let f = 0; f < FIELDS; f++) fields[f]! += numbers[i + f]!;
    cells.push({
      x: fields[0]!,
      y: fields[1]!,
      subAreaId: fields[2]! < 0 ? null : fields[2]!,
      mapId: fields[3]!,
      others: fields[4]!,
    });
  }
  return cells;
}

export const cellKey = (x: number, y: number) => `${x},${y}`;

interface PlacedMap {
  id: number;
  posX: number;
  posY: number;
  subAreaId?: number;
  outdoor?: boolean;
  hasPriorityOnWorldmap?: boolean;
}

/**
 * One cell per coordinate, the map a player is on there: the game's own pick (`hasPriorityOnWorldmap`)
 * first, then an outdoor map, then one in a sub-area, the sub-area with the most maps of the world
 * (a town before the small instance laid over it), and last the lowest id.
 */
export function cellsOf(maps: readonly PlacedMap[]): MapCell[] {
  const sizeOf = new Map<number, number>();
  for (const map of maps) if (map.subAreaId !== undefined) sizeOf.set(map.subAreaId, (sizeOf.get(map.subAreaId) ?? 0) + 1);
  const rank = (map: PlacedMap) => [
    map.hasPriorityOnWorldmap ? 1 : 0,
    map.outdoor ? 1 : 0,
    map.subAreaId !== undefined ? 1 : 0,
    sizeOf.get(map.subAreaId ?? -1) ?? 0,
    -map.id,
  ];
  const better = (a: PlacedMap, b: PlacedMap) => {
    const [ra, rb] = [rank(a), rank(b)];
    const i = ra.findIndex((value, index) => value !== rb[index]);
    return i !== -1 && ra[i]! > rb[i]!;
  };
  const best = new Map<string, { map: PlacedMap; count: number }>();
  for (const map of maps) {
    const key = cellKey(map.posX, map.posY);
    const current = best.get(key);
    if (!current) best.set(key, { map, count: 1 });
    else best.set(key, { map: better(map, current.map) ? map : current.map, count: current.count + 1 });
  }
  return [...best.values()]
    .map(({ map, count }) => ({ x: map.posX, y: map.posY, subAreaId: map.subAreaId ?? null, mapId: map.id, others: count - 1 }))
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

/**
 * The point nearest the middle (the median coordinate) of a set: where to show a sub-area. A
 * ring-shaped or split sub-area's middle may lie outside it; its own nearest map never does.
 */
export function middlePoint<T extends { x: number; y: number }>(points: readonly T[]): T | null {
  const centre = centreOf(points);
  if (!centre) return null;
  const distance = (point: T) => Math.hypot(point.x - centre.x, point.y - centre.y);
  return points.reduce((best, point) => (distance(point) < distance(best) ? point : best));
}
