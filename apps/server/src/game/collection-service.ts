/** The Feathers service of one read-only game collection: `find` and `get` only. */
import { BadRequest, NotFound } from '@feathersjs/errors';
import type { Id, Params } from '@feathersjs/feathers';
import type { LRUCache } from 'lru-cache';
import { Dataset, QueryError, stableKey, type Page } from './query';
import { splitQuery } from './query/options';

type Query = Record<string, unknown>;

export interface CollectionServiceOptions {
  /** Rewrites the query before it is run (almanax dates). */
  prepareQuery?: (query: Query) => Query;
  /** Shared cache of computed pages (keys are prefixed with the collection name). */
  cache?: LRUCache<string, Page>;
  /** Fields holding embedded documents, left out with `$populate=false`. */
  embedded?: readonly string[];
  /** Maps a path id to a document id (almanax: a date in the path). */
  resolveId?: (id: Id, docs: readonly unknown[]) => unknown;
}

function badRequest(error: unknown): unknown {
  return error instanceof QueryError ? new BadRequest(error.message, { param: error.param }) : error;
}

export class GameCollectionService {
  readonly name: string;
  private readonly options: CollectionServiceOptions;
  private readonly docs: readonly unknown[] | (() => readonly unknown[]);
  private built?: Dataset;

  /** `docs`, or a function giving them on first use (the server shapes a collection when it is first asked). */
  constructor(name: string, docs: readonly unknown[] | (() => readonly unknown[]), options: CollectionServiceOptions = {}) {
    this.name = name;
    this.docs = docs;
    this.options = options;
  }

  get dataset(): Dataset {
    this.built ??= new Dataset(typeof this.docs === 'function' ? this.docs() : this.docs, this.options.embedded);
    return this.built;
  }

  /** `{total, limit, skip, data}`; identical queries are answered from the cache. */
  async find(params?: Params): Promise<Page> {
    const query = (params?.query ?? {}) as Query;
    const key = `${this.name}?${stableKey(query)}`;
    const cached = this.options.cache?.get(key);
    if (cached) return { ...cached, data: [...cached.data] };
    let page: Page;
    try {
      page = this.dataset.find(this.options.prepareQuery ? this.options.prepareQuery(query) : query);
    } catch (error) {
      throw badRequest(error);
    }
    this.options.cache?.set(key, page);
    return { ...page, data: [...page.data] };
  }

  /** One document; `$select` and `lang` are honoured, a missing id is a 404. */
  async get(id: Id, params?: Params): Promise<unknown> {
    const query = (params?.query ?? {}) as Query;
    let options;
    try {
      options = splitQuery({ $select: query.$select, lang: query.lang, $populate: query.$populate }).options;
    } catch (error) {
      throw badRequest(error);
    }
    let key: unknown = id;
    try {
      if (this.options.resolveId) key = this.options.resolveId(id, this.dataset.docs);
    } catch (error) {
      throw badRequest(error);
    }
    const doc = this.dataset.get(key);
    if (doc === undefined) throw new NotFound(`No record found in ${this.name} for id '${id}'`);
    return this.dataset.shape(doc, options.select, options.populate);
  }
}
