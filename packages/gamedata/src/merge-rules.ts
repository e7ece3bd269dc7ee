/**
 * Fields the merge treats with more care than "the higher source's value stands whole": what counts
 * as a change (counted for `data:report`), and, for monster grades, which of an older source's
 * figures may still complete a newer grade.
 */
import type { Rec } from './util/io.ts';
import { isObj, num } from './util/io.ts';
import { clonePlain, fillMissing } from './merge-fill.ts';

export interface FieldRule {
  /** The aspects in which the lower source's value differs from the higher one's ([] = the same). */
  differs(higher: unknown, lower: unknown): string[];
  /** The higher value completed with parts of the lower one, as a new value (default: the higher stands). */
  join?(higher: unknown, lower: unknown): unknown;
}

const GRADE_FIGURES = ['level', 'lifePoints', 'actionPoints', 'movementPoints', 'apDodge', 'mpDodge'] as const;
const ELEMENTS = ['neutral', 'earth', 'fire', 'water', 'air'] as const;

const recs = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter(isObj) : []);

/** Grades are compared by grade number, on the figures both sources give. */
function gradesDiffer(higher: unknown, lower: unknown): string[] {
  const newer = recs(higher);
  const older = new Map(recs(lower).map((g) => [num(g.grade), g]));
  const changed = new Set<string>();
  if (newer.length !== older.size) changed.add('count');
  for (const g of newer) {
    const old = older.get(num(g.grade));
    if (!old) continue;
    for (const figure of GRADE_FIGURES) {
      const a = num(g[figure]);
      const b = num(old[figure]);
      if (a !== undefined && b !== undefined && a !== b) changed.add(figure);
    }
    const ra = isObj(g.resistances) ? g.resistances : {};
    const rb = isObj(old.resistances) ? old.resistances : {};
    for (const element of ELEMENTS) {
      const a = num(ra[element]);
      const b = num(rb[element]);
      if (a !== undefined && b !== undefined && a !== b) changed.add('resistances');
    }
  }
  return [...changed];
}

/**
 * An older grade completes a newer one (experience, wisdom, characteristics the newer tables lack) only
 * when both describe the same monster state: same level and same life points, whatever grade number
 * the older source gave it (the 2019 tracker lists some bosses' grades in reverse order).
 */
function joinGrades(higher: unknown, lower: unknown): Rec[] {
  const unused = recs(lower);
  return recs(higher).map((newer) => {
    const g = clonePlain(newer) as Rec;
    const i = unused.findIndex((old) => num(old.level) === num(g.level) && num(old.lifePoints) === num(g.lifePoints));
    if (i >= 0) {
      const [old] = unused.splice(i, 1);
      fillMissing(g, { ...old, grade: g.grade });
    }
    return g;
  });
}

const itemIds = (v: unknown) => recs(v).map((d) => num(d.itemId)).filter((id): id is number => id !== undefined);

/** Drop lists differ when they name other items (rates aside: sources give them per grade or once). */
function dropsDiffer(higher: unknown, lower: unknown): string[] {
  const a = new Set(itemIds(higher));
  const b = new Set(itemIds(lower));
  return a.size === b.size && [...a].every((id) => b.has(id)) ? [] : ['items'];
}

export const FIELD_RULES: Readonly<Record<string, Readonly<Record<string, FieldRule>>>> = {
  monsters: {
    grades: { differs: gradesDiffer, join: joinGrades },
    drops: { differs: dropsDiffer },
  },
};
