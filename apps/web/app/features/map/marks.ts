/** The player's own marks on the map, per world, kept in local storage (never sent anywhere). */
export interface MapMark {
  x: number;
  y: number;
  label: string;
}

export const MAP_MARKS_KEY = 'grimoire.mapMarks';
export const MARKS_MAX = 200;
export const MARK_LABEL_MAX = 60;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type MarksByWorld = Record<string, MapMark[]>;

function isMark(value: unknown): value is MapMark {
  const mark = value as MapMark;
  return !!mark && Number.isInteger(mark.x) && Number.isInteger(mark.y) && typeof mark.label === 'string';
}

export function parseMarks(text: string | null): MarksByWorld {
  try {
    const raw = JSON.parse(text ?? '{}') as unknown;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    const marks: MarksByWorld = {};
    for (const [world, list] of Object.entries(raw))
      if (Array.isArray(list))
        marks[world] = list
          .filter(isMark)
          .map((m) => ({ x: m.x, y: m.y, label: m.label.slice(0, MARK_LABEL_MAX) }));
    return marks;
  } catch {
    return {};
  }
}

export function readMarks(storage: StorageLike | undefined, world: number): MapMark[] {
  try {
    return parseMarks(storage?.getItem(MAP_MARKS_KEY) ?? null)[String(world)] ?? [];
  } catch {
    return [];
  }
}

export function writeMarks(storage: StorageLike | undefined, world: number, marks: MapMark[]): void {
  try {
    const all = parseMarks(storage?.getItem(MAP_MARKS_KEY) ?? null);
    all[String(world)] = marks.slice(0, MARKS_MAX);
    storage?.setItem(MAP_MARKS_KEY, JSON.stringify(all));
  } catch {
    // Private mode or full storage: the marks stay for this page.
  }
}

/** Adds a mark (one per coordinate: marking a marked cell renames it). */
export function withMark(marks: readonly MapMark[], mark: MapMark): MapMark[] {
  const label = mark.label.trim().slice(0, MARK_LABEL_MAX);
  return [...marks.filter((m) => m.x !== mark.x || m.y !== mark.y), { ...mark, label }].slice(-MARKS_MAX);
}
