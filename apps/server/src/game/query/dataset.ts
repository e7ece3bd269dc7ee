/**
 * One read-only collection with its indexes (id → position, search slugs per language, inferred
 * field types) and the query runner: parse + validate → predicate → sort → page → select.
 */
import { compileFilter } from './filter';
import { splitQuery } from './options';
import { project, sortIndexes } from './project';
import { inferSchema, type Schema } from './schema';
import { slugify } from './slug';
import { SlugIndex } from './slug-index';
import { isPlainObject, someValue, toList } from './values';

export interface Page<T = unknown> {
  total: number;
  limit: number;
  skip: number;
  data: T[];
}

function idKey(id: unknown): string | undefined {
  return typeof id === 'number' || typeof id === 'string' ? String(id) : undefined;
}

export class Dataset {
  readonly docs: readonly unknown[];
  private readonly positions = new Map<string, number>();
  private readonly slugTables = new Map<string, SlugIndex>();
  private inferred: Schema | undefined;
  private readonly textTables = new Map<string, readonly string[]>();

  /** Fields holding embedded documents, left out with `$populate=false`. */
  private readonly embedded: ReadonlySet<string>;

  constructor(docs: readonly unknown[], embedded: readonly string[] = []) {
    this.docs = docs;
    this.embedded = new Set(embedded);
    docs.forEach((doc, i) => {
      const key = isPlainObject(doc) ? idKey(doc.id) : undefined;
      if (key !== undefined && !this.positions.has(key)) this.positions.set(key, i);
    });
  }

  /** Field types, inferred on first use. */
  get schema(): Schema {
    this.inferred ??= inferSchema(this.docs);
    return this.inferred;
  }

  /** Search slug of every document for `lang`: its `slug[lang]`, else its slugified name. */
  slugs(lang: string): SlugIndex {
    let table = this.slugTables.get(lang);
    if (!table) {
      const slugs = this.docs.map((doc) => {
        if (!isPlainObject(doc)) return '';
        const slug = isPlainObject(doc.slug) ? doc.slug[lang] : undefined;
        const name = isPlainObject(doc.name) ? (doc.name[lang] ?? doc.name.fr) : undefined;
        const text = typeof slug === 'string' ? slug : typeof name === 'string' ? name : '';
        return slugify(text);
      });
      table = new SlugIndex(slugs);
      this.slugTables.set(lang, table);
    }
    return table;
  }

  /** Distinct texts at a dotted path (an i18n object gives its `lang` text), for `$regex`. */
  texts(path: string, lang: string): readonly string[] {
    const key = `${lang}:${path}`;
    let table = this.textTables.get(key);
    if (!table) {
      const parts = path.split('.');
      const seen = new Set<string>();
      const add = (v: unknown) => {
        if (typeof v === 'string') seen.add(v);
        else if (isPlainObject(v)) {
          const t = v[lang] ?? v.fr;
          if (typeof t === 'string') seen.add(t);
        }
        return false;
      };
      for (const doc of this.docs) someValue(doc, parts, 0, add);
      table = [...seen];
      if (this.textTables.size > 200) this.textTables.clear();
      this.textTables.set(key, table);
    }
    return table;
  }

  /** Builds the lazy indexes now (field types, French search slugs and their trigrams) so the first query is fast. */
  warm(): void {
    void this.schema;
    this.slugs('fr').warm();
  }

  /** The document with this id (a URL id "12" finds the numeric id 12). */
  get(id: unknown): unknown {
    const key = idKey(id);
    const i = key === undefined ? undefined : this.positions.get(key);
    return i === undefined ? undefined : this.docs[i];
  }

  /** Runs a query; throws QueryError on bad input. */
  find(query: Record<string, unknown>): Page {
    const { options, filter } = splitQuery(query);
    const predicate = compileFilter(filter, {
      schema: this.schema,
      lang: options.lang,
      slugs: (l) => this.slugs(l),
      texts: (path, l) => this.texts(path, l),
      regexCount: { n: 0 },
      base: [],
      depth: 0,
    });
    let matched: number[] = [];
    const candidates = this.idCandidates(filter) ?? this.searchCandidates(filter, options.lang);
    if (candidates) {
      for (const i of candidates) if (predicate(this.docs[i], i)) matched.push(i);
    } else {
      for (let i = 0; i < this.docs.length; i++) if (predicate(this.docs[i], i)) matched.push(i);
    }
    if (options.sort.length > 0) matched = sortIndexes(matched, this.docs, options.sort, options.lang);
    const page = options.limit === 0 ? [] : matched.slice(options.skip, options.skip + options.limit);
    return {
      total: matched.length,
      limit: options.limit,
      skip: options.skip,
      data: page.map((i) => this.shape(this.docs[i], options.select, options.populate)),
    };
  }

  /** `$select` projection, and `$populate=false` dropping the embedded documents. */
  shape(doc: unknown, select: readonly string[][] | undefined, populate: boolean): unknown {
    const out = project(doc, select);
    if (populate || this.embedded.size === 0 || !isPlainObject(out)) return out;
    const slim: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(out)) if (!this.embedded.has(k)) slim[k] = v;
    return slim;
  }

  /**
   * `name[$search]=…` or `slug[$search]=…` at top level (the filter compiled, so valid): only the
   * documents whose slug holds the text can match, found in the slug index.
   */
  private searchCandidates(filter: Record<string, unknown>, lang: string): readonly number[] | undefined {
    for (const field of ['name', 'slug']) {
      const cond = filter[field];
      if (!isPlainObject(cond) || Object.keys(cond).length !== 1) continue;
      const text = cond.$search;
      if (typeof text === 'string' || typeof text === 'number') return this.slugs(lang).positions(slugify(String(text)));
    }
    return undefined;
  }

  /** `id=…` or `id[$in]=…` at top level: only those positions need the full predicate. */
  private idCandidates(filter: Record<string, unknown>): number[] | undefined {
    const cond = filter.id;
    let ids: unknown[] | undefined;
    if (typeof cond === 'number' || typeof cond === 'string') ids = [cond];
    else if (Array.isArray(cond)) ids = cond;
    else if (isPlainObject(cond) && Object.keys(cond).length === 1 && cond.$in !== undefined)
      ids = toList(cond.$in, 'id[$in]');
    if (!ids) return undefined;
    const out = new Set<number>();
    for (const id of ids) {
      const i = this.positions.get(String(typeof id === 'string' ? id.trim() : id));
      if (i !== undefined) out.add(i);
    }
    return [...out].sort((a, b) => a - b);
  }
}
