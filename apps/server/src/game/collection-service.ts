/** The Feathers service of one read-only game collection: `find` and `get` only. */
import { BadRequest, NotFound } from '@feathersjs/errors';
import type { Id, Params } from '@feathersjs/feathers';
import type { LruCache } from './query';
import { Dataset, QueryError, stableKey, type Page } from './query';
import { splitQuery } from './query/options';
import { project } from './query/project';

type Query = Record<string, unknown>;

export interface CollectionServiceOptions {
  /** Rewrites the query before it is run (almanax dates). */
  prepareQuery?: (query: Query) => Query;
  /** Shared cache of computed pages (keys are prefixed with the collection name). */
  cache?: LruCache<Page>;
}

function badRequest(error: unknown): unknown {
  return error instanceof QueryError ? new BadRequest(error.message, { param: error.param }) : error;
}

export class GameCollectionService {
  readonly name: string;
  readonly dataset: Dataset;
  private readonly options: CollectionServiceOptions;

  constructor(name: string, docs: readonly unknown[], options: CollectionServiceOptions = {}) {
    this.name = name;
    this.dataset = new Dataset(docs);
    this.options = options;
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
    let select: string[][] | undefined;
    try {
      select = splitQuery({ $select: query.$select, lang: query.lang }).options.select;
    } catch (error) {
      throw badRequest(error);
    }
    const doc = this.dataset.get(id);
    if (doc === undefined) throw new NotFound(`No record found in ${this.name} for id '${id}'`);
    return project(doc, select);
  }
}
