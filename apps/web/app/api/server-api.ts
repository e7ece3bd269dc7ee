import type { ServerServices } from '@grimoire/server/client';
import { data } from 'react-router';
import { findAllPages } from './find-all';
import type { ApiClient, Id, Query, ServicePath, Untyped } from './types';
import { errorCode } from './errors';

export type { ServerServices };

/**
 * A read the API refuses as a bad request came from the page's URL (`?page=99999` past the last
 * record the API can skip to, an out-of-range filter): the page does not exist, so it answers 404
 * rather than an error page with status 500. Writes keep their 400 for the form to show.
 */
async function readOr404<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (errorCode(error) === 400) throw data('notFound.text', { status: 404 });
    throw error;
  }
}

/**
 * The ApiClient interface over in-process service calls (used by loaders during SSR and `.data`
 * requests): the loader context's `service(path)` (apps/server/src/web/load-context.ts).
 */
export function createServerApi(services: ServerServices, lang: string): ApiClient {
  const withLang = (query?: Query) => ({ query: { ...query, lang } });
  // Untyped inside (the same calls for every path); `ApiClient` types every call by path.
  const service = (path: string) => services.service(path as ServicePath) as Untyped;
  const find = (path: string, query?: Query) => readOr404<Untyped>(() => service(path).find(withLang(query)));
  return {
    find,
    get: (path: string, id: Id, query?: Query) => readOr404<Untyped>(() => service(path).get(id, withLang(query))),
    findAll: (path: string, query?: Query) => findAllPages<Untyped>((q) => find(path, q), query),
    create: (path: string, data: unknown, query?: Query) => service(path).create(data, withLang(query)),
    update: (path: string, id: Id, data: unknown, query?: Query) => service(path).update(id, data, withLang(query)),
    patch: (path: string, id: Id, data: unknown, query?: Query) => service(path).patch(id, data, withLang(query)),
    remove: (path: string, id: Id | null, query?: Query) => service(path).remove(id, withLang(query)),
  };
}
