/**
 * The place names written on the map. Zoomed out, each area the data names stands at the middle of
 * its maps; the game data names few areas (2 of the main world's 29 today), so an unnamed area's
 * larger sub-areas are named in its place. Zoomed in, every sub-area is. Names never overlap: where
 * two would, the larger place keeps its name, and the other shows once zooming in makes room.
 */
import type { MapCell } from './cells';

export interface MapLabel {
  /** The middle of the place's maps, in map coordinates. */
  x: number;
  y: number;
  name: string;
  kind: 'area' | 'subArea';
  /** How many maps it covers: the larger place is named first. */
  cells: number;
  /** A sub-area whose area the map names already while zoomed out. */
  inNamedArea: boolean;
}

/** Zoom from which sub-areas are named instead of areas. */
export const SUB_AREA_LABEL_ZOOM = 4;
/** Zoomed out, a sub-area standing for its unnamed area covers at least this many maps. */
export const ZOOMED_OUT_SUB_AREA_CELLS = 10;
/** Font size in px of each kind of name, as WorldMap.module.css draws them (`.areaLabel`, `.subAreaLabel`). */
export const LABEL_FONT_SIZE = { area: 14, subArea: 11 } as const;
/** Free pixels kept around a name. */
const MARGIN = 3;

interface Named {
  id: number;
  name: string;
}

/** Every name the map may show, the ones it shows first where they would overlap first. */
export function mapLabels(
  cells: readonly MapCell[],
  subAreas: readonly Named[],
  areas: readonly Named[],
  areaOf: (subAreaId: number | null) => number | null,
): MapLabel[] {
  const sums = new Map<string, { x: number; y: number; n: number }>();
  const add = (key: string, x: number, y: number) => {
    const sum = sums.get(key) ?? { x: 0, y: 0, n: 0 };
    sums.set(key, { x: sum.x + x + 0.5, y: sum.y + y + 0.5, n: sum.n + 1 });
  };
  for (const cell of cells) {
    if (cell.subAreaId === null) continue;
    add(`s${cell.subAreaId}`, cell.x, cell.y);
    const area = areaOf(cell.subAreaId);
    if (area !== null) add(`a${area}`, cell.x, cell.y);
  }
  const namedAreas = new Set(
    areas.filter((area) => area.name && sums.has(`a${area.id}`)).map((area) => area.id),
  );
  const at = (key: string, name: string, kind: MapLabel['kind'], inNamedArea: boolean): MapLabel[] => {
    const sum = sums.get(key);
    return sum && name ? [{ x: sum.x / sum.n, y: sum.y / sum.n, name, kind, cells: sum.n, inNamedArea }] : [];
  };
  // Equal sizes in a fixed order (not the language's: that needs the browser's collation set up).
  const bySize = (a: MapLabel, b: MapLabel) => b.cells - a.cells || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return [
    ...areas.flatMap((area) => at(`a${area.id}`, area.name, 'area', false)).sort(bySize),
    ...subAreas
      .flatMap((sub) => {
        const area = areaOf(sub.id);
        return at(`s${sub.id}`, sub.name, 'subArea', area !== null && namedAreas.has(area));
      })
      .sort(bySize),
  ];
}

/** Whether a name is one of those a zoom shows, before overlaps are settled. */
function wantedAt(label: MapLabel, zoom: number): boolean {
  if (zoom >= SUB_AREA_LABEL_ZOOM) return label.kind === 'subArea';
  return label.kind === 'area' || (!label.inNamedArea && label.cells >= ZOOMED_OUT_SUB_AREA_CELLS);
}

/**
 * The names shown at a zoom, none overlapping another: in the order `mapLabels` gives them, a name
 * is shown when its box (`measure`, in px) is clear of those already shown.
 */
export function labelsAt(
  labels: readonly MapLabel[],
  zoom: number,
  measure: (label: MapLabel) => { width: number; height: number },
): MapLabel[] {
  const scale = 2 ** zoom;
  const taken: { left: number; right: number; top: number; bottom: number }[] = [];
  const shown: MapLabel[] = [];
  for (const label of labels) {
    if (!wantedAt(label, zoom)) continue;
    const { width, height } = measure(label);
    const x = label.x * scale;
    const y = label.y * scale;
    const box = {
      left: x - width / 2 - MARGIN,
      right: x + width / 2 + MARGIN,
      top: y - height / 2 - MARGIN,
      bottom: y + height / 2 + MARGIN,
    };
    const overlaps = taken.some(
      (other) =>
        box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom,
    );
    if (overlaps) continue;
    taken.push(box);
    shown.push(label);
  }
  return shown;
}
