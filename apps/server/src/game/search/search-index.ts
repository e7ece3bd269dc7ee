/**
 * One search index over every kind a reader looks for (classes, items, sets, monsters, quests,
 * achievements, dungeons, class spells, haven-bags), built with MiniSearch over the names in both
 * languages: a search weighs the page language's names first and the other language's lower (a
 * French name typed on an English page still finds), accents and case folded, prefixes ("phor" finds "Phorreur") and typos
 * ("bouftoux" finds "Bouftou") tolerated. Each hit carries a line that tells look-alikes apart: its
 * level (or level range) and its type, race, category or class.
 */
import MiniSearch, { type SearchResult } from 'minisearch';

type Doc = Readonly<Record<string, unknown>>;
type Collections = ReadonlyMap<string, readonly Doc[]>;
export type SearchLanguage = 'fr' | 'en';

export const SEARCH_KINDS = ['breeds', 'items', 'sets', 'monsters', 'quests', 'achievements', 'dungeons', 'spells', 'havenbags'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What a hit shows: the name in both languages, a level or range, the context that tells it apart. */
export interface SearchHit {
  id: number;
  name: Partial<Record<string, string>>;
  img?: string;
  missingTranslations?: string[];
  level?: number;
  levelMax?: number;
  /** Item type, monster race, quest or achievement category, spell class (both languages). */
  context?: Partial<Record<string, string>>;
}

interface IndexedDoc {
  key: string;
  kind: SearchKind;
  /** The names, as indexed (empty when the record has none in that language). */
  fr: string;
  en: string;
  /** Per page language: its name (else the other one), folded, for ranking the very name typed first. */
  folded: Record<SearchLanguage, string>;
  hit: SearchHit;
}

/** Lower case without accents or punctuation marks: "Féca" and "feca" are one term. */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const text = (value: unknown, lang: string): string | undefined => {
  const v = (value as Record<string, unknown> | undefined)?.[lang];
  return typeof v === 'string' && v !== '' ? v : undefined;
};
const i18n = (value: unknown): Partial<Record<string, string>> | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const lang of ['fr', 'en']) {
    const v = text(value, lang);
    if (v) out[lang] = v;
  }
  return Object.keys(out).length > 0 ? out : undefined;
};
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);
const byId = (collections: Collections, name: string) => new Map((collections.get(name) ?? []).map((doc) => [doc.id as number, doc]));

interface KindSource {
  kind: SearchKind;
  collection: string;
  include?: (doc: Doc) => boolean;
  name?: (doc: Doc) => unknown;
  describe?: (doc: Doc) => Pick<SearchHit, 'level' | 'levelMax' | 'context'>;
}

function kindSources(collections: Collections): KindSource[] {
  const types = byId(collections, 'item-types');
  const races = byId(collections, 'monster-races');
  const questCategories = byId(collections, 'quest-categories');
  const achievementCategories = byId(collections, 'achievement-categories');
  const breeds = byId(collections, 'breeds');
  const levelOf = (doc: Doc) => ({ level: num(doc.level) });
  return [
    { kind: 'breeds', collection: 'breeds', name: (doc) => doc.shortName ?? doc.name },
    { kind: 'items', collection: 'items', describe: (doc) => ({ ...levelOf(doc), context: i18n(types.get(doc.typeId as number)?.name) }) },
    { kind: 'sets', collection: 'item-sets', describe: levelOf },
    {
      kind: 'monsters',
      collection: 'monsters',
      describe: (doc) => {
        const levels = (Array.isArray(doc.grades) ? doc.grades : []).map((grade: Doc) => num(grade.level)).filter((l): l is number => l !== undefined);
        const min = levels.length ? Math.min(...levels) : undefined;
        const max = levels.length ? Math.max(...levels) : undefined;
        return { level: min, levelMax: max !== min ? max : undefined, context: i18n(races.get(doc.raceId as number)?.name) };
      },
    },
    {
      kind: 'quests',
      collection: 'quests',
      describe: (doc) => ({ level: num(doc.levelMin), levelMax: num(doc.levelMax) !== num(doc.levelMin) ? num(doc.levelMax) : undefined, context: i18n(questCategories.get(doc.categoryId as number)?.name) }),
    },
    { kind: 'achievements', collection: 'achievements', describe: (doc) => ({ ...levelOf(doc), context: i18n(achievementCategories.get(doc.categoryId as number)?.name) }) },
    { kind: 'dungeons', collection: 'dungeons', describe: levelOf },
    {
      kind: 'spells',
      collection: 'spells',
      // Class spells with levels: the others are monster spells a reader does not look for by name.
      include: (doc) => doc.breedId !== undefined && Array.isArray(doc.spellLevels) && doc.spellLevels.length > 0,
      describe: (doc) => {
        const breed = breeds.get(doc.breedId as number);
        return { context: i18n(breed?.shortName ?? breed?.name) };
      },
    },
    { kind: 'havenbags', collection: 'havenbag-themes' },
  ];
}

function documents(collections: Collections): IndexedDoc[] {
  const out: IndexedDoc[] = [];
  for (const source of kindSources(collections)) {
    for (const doc of collections.get(source.collection) ?? []) {
      if (source.include && !source.include(doc)) continue;
      const names = i18n(source.name ? source.name(doc) : doc.name);
      if (!names) continue;
      const hit: SearchHit = { id: doc.id as number, name: names, ...source.describe?.(doc) };
      if (typeof doc.img === 'string') hit.img = doc.img;
      if (Array.isArray(doc.missingTranslations)) hit.missingTranslations = doc.missingTranslations as string[];
      for (const key of ['level', 'levelMax', 'context'] as const) if (hit[key] === undefined) delete hit[key];
      // A record without a name in the page language is found by its other name, weighted like any other.
      const fr = names.fr ?? '';
      const en = names.en ?? '';
      out.push({ key: `${source.kind}:${hit.id}`, kind: source.kind, fr, en, folded: { fr: folded(fr || en), en: folded(en || fr) }, hit });
    }
  }
  return out;
}

/** A reader looking for a name usually means a class, a place or a creature before an achievement named after it. */
const KIND_WEIGHT: Record<SearchKind, number> = {
  breeds: 1.6,
  dungeons: 1.4,
  monsters: 1.3,
  items: 1.2,
  sets: 1.1,
  spells: 1.1,
  quests: 1,
  achievements: 0.8,
  havenbags: 0.8,
};

const folded = (value: string) => foldTerm(value).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/** The engine: one index of both languages' names, searched for a page language. */
export class SearchIndex {
  private readonly engine: MiniSearch<IndexedDoc>;
  private readonly docs = new Map<string, IndexedDoc>();

  constructor(collections: Collections) {
    this.engine = new MiniSearch<IndexedDoc>({
      idField: 'key',
      fields: ['fr', 'en'],
      storeFields: [],
      processTerm: (term) => foldTerm(term) || null,
      tokenize: (value) => value.split(/[\s\-'’.,:;!?()«»"“”/]+/u).filter(Boolean),
    });
    const docs = documents(collections);
    for (const doc of docs) this.docs.set(doc.key, doc);
    this.engine.addAll(docs);
  }

  get size(): number {
    return this.docs.size;
  }

  /** The best hits per kind (kinds in the order of their best hit), at most `perKind` each. */
  search(query: string, lang: SearchLanguage, perKind: number, kinds?: ReadonlySet<SearchKind>): SearchGroup[] {
    const wanted = folded(query);
    const results: SearchResult[] = this.engine.search(query, {
      // The very name typed ranks first ("iop" is the class, "bouftou royal" the monster), then names it starts.
      boostDocument: (key) => {
        const doc = this.docs.get(key as string);
        if (!doc) return 1;
        const name = doc.folded[lang];
        const exact = name === wanted ? 4 : name.startsWith(wanted) ? 1.5 : 1;
        return exact * KIND_WEIGHT[doc.kind];
      },
      boost: lang === 'fr' ? { fr: 3, en: 1 } : { en: 3, fr: 1 },
      combineWith: 'AND',
      prefix: (term, index, terms) => index === terms.length - 1 || term.length >= 3,
      // Typos only on words long enough to hold one: "bouftoux" finds Bouftou, "io" stays exact.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : false),
      filter: kinds ? (result) => kinds.has(this.docs.get(result.id as string)?.kind as SearchKind) : undefined,
    });
    const groups = new Map<SearchKind, SearchHit[]>();
    for (const result of results) {
      const doc = this.docs.get(result.id as string);
      if (!doc) continue;
      const hits = groups.get(doc.kind) ?? [];
      if (hits.length >= perKind) continue;
      hits.push(doc.hit);
      groups.set(doc.kind, hits);
    }
    return [...groups].map(([kind, hits]) => ({ kind, hits }));
  }
}
