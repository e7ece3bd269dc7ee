/** Coverage gaps: records still missing a type, level or category after the import, with the reason. */
import type { CoverageGap } from './types.ts';
import type { Rec } from './util/io.ts';
import { isObj, num } from './util/io.ts';

type Collections = Map<string, Rec[]>;

interface GapRule {
  collection: string;
  missing: string;
  /** True when the record lacks the field. */
  test: (r: Rec, ctx: { typeIds: Set<number> }) => boolean;
  why: string;
}

const withoutLevel = (r: Rec) => !(Array.isArray(r.grades) && r.grades.some((g) => isObj(g) && num(g.level)));

const RULES: GapRule[] = [
  {
    collection: 'items',
    missing: 'type',
    test: (r) => !num(r.typeId),
    why: 'in no item table of any dump (id 1 is the bare-hand attack, not a real item)',
  },
  {
    collection: 'items',
    missing: 'level',
    test: (r) => !num(r.level),
    why: 'every source gives level 0 or none',
  },
  {
    collection: 'items',
    missing: 'type name',
    test: (r, ctx) => !!num(r.typeId) && !ctx.typeIds.has(num(r.typeId) ?? 0),
    why: 'item types the game removed before 2.73 (dofushelper-items 2021-22 ids); no dump names them',
  },
  {
    collection: 'monsters',
    missing: 'level',
    test: (r) => withoutLevel(r) && num(r.raceId) !== undefined,
    why: 'monsters of the 2.73 race tables (coloured Tofus, Bouftous, Crapauds and Dragonnets, Corbacs, resource protectors) that neither the 3.6.8.8 tables nor the 2019 tracker grade',
  },
  {
    collection: 'monsters',
    missing: 'level (no race either)',
    test: (r) => withoutLevel(r) && num(r.raceId) === undefined,
    why: 'only a name in the 2.7x dumps (d2companion, Datafus): summons, companions, Temporis and event creatures, test entries; the 3.6.8.8 tables do not hold them and no source gives their grades',
  },
  {
    collection: 'item-sets',
    missing: 'level',
    test: (r) => !num(r.level),
    why: "none of the set's items has a level (cosmetic sets)",
  },
  {
    collection: 'quests',
    missing: 'category',
    test: (r) => !num(r.categoryId),
    why: 'quests named by the N1ark tracker only: no Datafus record gives category, level or steps',
  },
  {
    collection: 'almanax',
    missing: 'one offering in both sources',
    test: (r) => r.offeringChanged === true,
    why: 'the 2025 and 2026 almanax lists name different items: the 2026 item is kept, named from the item table',
  },
  {
    collection: 'achievements',
    missing: 'category',
    test: (r) => !num(r.categoryId),
    why: 'no source gives their category',
  },
];

const label = (r: Rec) => {
  const n = isObj(r.name) ? (r.name.fr ?? r.name.en) : undefined;
  return `${String(r.id)}${typeof n === 'string' ? ` ${n}` : ''}`;
};

export function coverageGaps(collections: Collections, omitted: Record<string, number> = {}): CoverageGap[] {
  const typeIds = new Set((collections.get('item-types') ?? []).map((t) => num(t.id) ?? -1));
  const gaps: CoverageGap[] = [];
  for (const rule of RULES) {
    const list = collections.get(rule.collection) ?? [];
    const hit = list.filter((r) => rule.test(r, { typeIds }));
    if (hit.length === 0) continue;
    gaps.push({
      collection: rule.collection,
      missing: rule.missing,
      count: hit.length,
      why: rule.why,
      examples: hit.slice(0, 3).map(label),
    });
  }
  for (const [key, count] of Object.entries(omitted).sort(([a], [b]) => a.localeCompare(b))) {
    const dot = key.indexOf('.');
    gaps.push({
      collection: key.slice(0, dot),
      missing: key.slice(dot + 1),
      count,
      why: 'no source names the records they point to; pages show the count instead',
      referencesLeftOut: true,
    });
  }
  return gaps;
}

export function formatGaps(gaps: CoverageGap[] | undefined): string[] {
  if (!gaps) return [];
  const line = (g: CoverageGap) =>
    g.referencesLeftOut
      ? `  ${g.collection}.${g.missing}: ${g.count} references left out (${g.why})`
      : `  ${g.collection} without ${g.missing}: ${g.count} (${g.why}${g.examples?.length ? `; e.g. ${g.examples.join(', ')}` : ''})`;
  return ['', 'Still missing (records / why):', ...gaps.map(line)];
}
