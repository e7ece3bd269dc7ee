/**
 * Finalize: the same step for real dumps and for the demo world. Derived links, FR/EN names on every
 * named record (copied across and flagged in `missingTranslations` when a language is missing),
 * slugs, required defaults, dropping records nothing can name (unless their structure is needed), and
 * coverage figures.
 */
import type { CollectionCoverage, UiLang } from './types.ts';
import type { Rec } from './util/io.ts';
import { isObj } from './util/io.ts';
import { slugify } from './util/slug.ts';
import { derive, type Cols } from './derive.ts';
import { pruneDangling } from './dangling.ts';
import { normalizeImageRef } from './images.ts';
import { normalizeGameMarkup } from './game-markup.ts';
import { isPlaceholderName } from './placeholders.ts';

/** Collections whose records are not named documents (kept as they are). */
const UNNAMED = new Set([
  'recipes',
  'map-positions',
  'havenbag-furnitures',
  'spell-levels',
  'spell-variants',
  'treasure-hunt-index',
  'xp-tables',
  'waypoints',
  'skills',
]);
/** Field that carries the display name, when not `name`. */
const NAME_FIELD: Record<string, string> = { almanax: 'itemName', effects: 'description' };
/**
 * Named collections whose records are kept without a name: other records or pages need their structure
 * (sub-areas of monsters and dungeons, areas of sub-areas, world geometry, the Temporis dex, item super
 * types of item types). Pages leave an unnamed record out rather than show its id. Elsewhere (breed
 * roles, quest objective types…) a record nothing names is dropped: it would hold little but its id.
 */
export const KEPT_WITHOUT_NAME = new Set([
  'havenbag-furnitures',
  'spell-levels',
  'subareas',
  'areas',
  'super-areas',
  'worlds',
  'modsters',
  'item-super-types',
  'characteristic-categories',
]);

/** Required fields per collection with their default (the contract's non-optional fields). */
const DEFAULTS: Record<string, Rec> = {
  items: { level: 0, typeId: 0, effects: [], recipeIds: [], dropMonsterIds: [] },
  'item-types': { superTypeId: 0 },
  'item-sets': { level: 0, itemIds: [], bonuses: [] },
  recipes: { jobId: 0, ingredientIds: [], quantities: [] },
  monsters: { grades: [], drops: [] },
  'monster-races': { monsterIds: [] },
  breeds: { breedSpellsId: [] },
  spells: { spellLevels: [] },
  'spell-levels': { apCost: 0, minRange: 0, range: 0, effects: [], criticalEffects: [] },
  quests: { categoryId: 0, steps: [] },
  'quest-categories': { questIds: [] },
  achievements: { categoryId: 0, points: 0, level: 0, objectives: [], rewards: [] },
  'achievement-categories': { parentId: 0, achievementIds: [] },
  dungeons: { level: 0, mapIds: [], monsterIds: [] },
  'havenbag-furnitures': { themeId: 0, layerId: 1 },
  modsters: { order: 0 },
  mounts: { familyId: 0, effects: [] },
  servers: { gameTypeId: 0, communityId: 0 },
  subareas: { areaId: 0, mapIds: [] },
  'characteristic-categories': { characteristicIds: [] },
  characteristics: { keyword: '', categoryId: 0, visible: false, order: 0 },
  effects: { characteristic: 0 },
  almanax: { quantity: 1, bonus: {} },
};

/** Other I18nText fields: completed with the French (or English) text, without a flag. */
const TEXT_FIELDS = ['description', 'shortName', 'longName', 'nameFemale', 'merydes'];

function isText(v: unknown): v is Rec {
  return isObj(v) && Object.values(v).every((x) => typeof x === 'string');
}

/** Completes an I18nText so it has fr and en; returns the languages that had to be copied. */
export function completeText(t: Rec): UiLang[] | undefined {
  const fr = typeof t.fr === 'string' && t.fr !== '' ? t.fr : undefined;
  const en = typeof t.en === 'string' && t.en !== '' ? t.en : undefined;
  if (fr && en) return [];
  const other = [t.de, t.es, t.pt].find((x): x is string => typeof x === 'string' && x !== '');
  const base = fr ?? en ?? other;
  if (base === undefined) return undefined;
  const missing: UiLang[] = [];
  if (!fr) {
    t.fr = base;
    missing.push('fr');
  }
  if (!en) {
    t.en = fr ?? base;
    missing.push('en');
  }
  return missing;
}

function stripInternal(r: Rec): void {
  for (const k of Object.keys(r)) {
    if (k.startsWith('_') || r[k] === undefined) delete r[k];
  }
}

export interface Finalized {
  collections: Map<string, Rec[]>;
  coverage: Record<string, CollectionCoverage>;
  /** References to records the bundle lacks, left out per `collection.field`. */
  omitted: Record<string, number>;
}

export function finalize(cols: Cols, sourcesByCollection: Map<string, string[]> = new Map()): Finalized {
  derive(cols);
  normalizeGameMarkup(cols);
  const collections = new Map<string, Rec[]>();
  const coverage: Record<string, CollectionCoverage> = {};
  for (const [name, records] of [...cols].sort(([a], [b]) => a.localeCompare(b))) {
    if (name.startsWith('_')) continue;
    const nameField = NAME_FIELD[name] ?? 'name';
    const named = !UNNAMED.has(name);
    const defaults = DEFAULTS[name] ?? {};
    const out: Rec[] = [];
    let fr = 0;
    let en = 0;
    let withName = 0;
    for (const r of [...records.values()].sort((a, b) => (a.id as number) - (b.id as number))) {
      stripInternal(r);
      if (typeof r.img === 'string') r.img = normalizeImageRef(r.img);
      if (r.img === undefined) delete r.img;
      for (const [k, v] of Object.entries(defaults)) if (r[k] === undefined) r[k] = structuredClone(v);
      for (const f of TEXT_FIELDS)
        if (isText(r[f]) && f !== nameField && completeText(r[f] as Rec) === undefined) delete r[f];
      const n = r[nameField];
      const placeholder = isText(n) && typeof n.fr === 'string' && isPlaceholderName(name, n.fr);
      const missing = isText(n) && !placeholder ? completeText(n) : undefined;
      if (missing === undefined) {
        if (named && !KEPT_WITHOUT_NAME.has(name)) continue; // nothing can name it: never show a bare id
        delete r[nameField];
      } else {
        withName++;
        if (!missing.includes('fr')) fr++;
        if (!missing.includes('en')) en++;
        if (missing.length) r.missingTranslations = missing;
        else delete r.missingTranslations;
        if (nameField === 'name')
          r.slug = { fr: slugify((n as Rec).fr as string), en: slugify((n as Rec).en as string) };
      }
      out.push(r);
    }
    if (out.length === 0) continue;
    collections.set(name, out);
    // Named collections: percent of all records (unnamed records kept for their structure count as 0).
    const base = named ? out.length : withName;
    const pct = (x: number) => (base ? Math.round((1000 * x) / base) / 10 : 0);
    coverage[name] = {
      records: out.length,
      fr: pct(fr),
      en: pct(en),
      sources: sourcesByCollection.get(name) ?? [],
      named: named || withName > 0,
    };
  }
  const omitted = pruneDangling(collections);
  return { collections, coverage, omitted };
}
