/**
 * `GET /api/search?q=bouftou&lang=fr[&kinds=monsters,dungeons][&limit=5]`: the site's one search,
 * behind the Ctrl/Cmd+K palette, the home box and the search page. Answers
 * `{total, limit, skip, data: [{kind, hits}]}` (groups in the order of their best hit).
 */
import { BadRequest } from '@feathersjs/errors';
import type { Params } from '@feathersjs/feathers';
import type { Application } from '../../declarations';
import { gameExpressMiddleware } from '../query-string';
import { LRUCache } from 'lru-cache';
import type { GameStore } from '../store';
import { SEARCH_KINDS, SearchIndex, type SearchGroup, type SearchKind, type SearchLanguage } from './search-index';
import { apiPath } from '../../contract';
import { searchPath } from '../game.shared';
import { afterListening } from '../../ops/after-listening';

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_PER_KIND = 20;
const DEFAULT_PER_KIND = 5;

interface SearchQuery {
  q: string;
  lang: SearchLanguage;
  kinds?: ReadonlySet<SearchKind>;
  limit: number;
}

function readQuery(params: Params | undefined): SearchQuery {
  const query = (params?.query ?? {}) as Record<string, unknown>;
  const rawLang = (params as { lang?: unknown } | undefined)?.lang ?? query.lang;
  if (rawLang !== undefined && rawLang !== 'fr' && rawLang !== 'en')
    throw new BadRequest('Invalid query parameter lang: expected fr or en', { param: 'lang' });
  if (typeof query.q !== 'string') throw new BadRequest('Invalid query parameter q: expected the text to search', { param: 'q' });
  const q = query.q.trim();
  if (q === '') throw new BadRequest('Invalid query parameter q: empty', { param: 'q' });
  if (q.length > SEARCH_MAX_LENGTH)
    throw new BadRequest(`Invalid query parameter q: longer than ${SEARCH_MAX_LENGTH} characters`, { param: 'q' });
  let kinds: Set<SearchKind> | undefined;
  if (query.kinds !== undefined) {
    const list = typeof query.kinds === 'string' ? query.kinds.split(',') : [];
    if (list.length === 0 || list.some((kind) => !(SEARCH_KINDS as readonly string[]).includes(kind)))
      throw new BadRequest(`Invalid query parameter kinds: expected a comma-separated list of ${SEARCH_KINDS.join(', ')}`, { param: 'kinds' });
    kinds = new Set(list as SearchKind[]);
  }
  let limit = DEFAULT_PER_KIND;
  if (query.limit !== undefined) {
    limit = Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_PER_KIND)
      throw new BadRequest(`Invalid query parameter limit: expected an integer from 1 to ${SEARCH_MAX_PER_KIND}`, { param: 'limit' });
  }
  return { q, lang: rawLang === 'en' ? 'en' : 'fr', kinds, limit };
}

export class SearchService {
  private built?: SearchIndex;
  private readonly answers = new LRUCache<string, SearchGroup[]>({ max: 2000 });
  constructor(private readonly store: GameStore) {}

  /** The index (both languages), built on first use or once the server listens. */
  index(): SearchIndex {
    this.built ??= new SearchIndex(this.store.collections);
    return this.built;
  }

  async find(params?: Params) {
    const { q, lang, kinds, limit } = readQuery(params);
    const key = JSON.stringify([lang, q.toLowerCase(), kinds ? [...kinds].sort() : null, limit]);
    let groups = this.answers.get(key);
    if (!groups) {
      groups = this.index().search(q, lang, limit, kinds);
      this.answers.set(key, groups);
    }
    return { total: groups.length, limit, skip: 0, data: groups };
  }
}

export const SEARCH_PATH = apiPath(searchPath);

declare module '../../declarations' {
  interface ServiceTypes {
    [SEARCH_PATH]: SearchService;
  }
}

export function registerSearchService(app: Application): SearchService {
  const service = new SearchService(app.get('gameStore'));
  app.use(SEARCH_PATH, service, {
    methods: ['find'],
    events: [],
    express: gameExpressMiddleware(app),
  });
  afterListening(() => service.index());
  return service;
}
