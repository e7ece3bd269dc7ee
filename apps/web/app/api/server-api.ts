import { data } from 'react-router';
import { findAllPages } from './find-all';
import type { ApiClient, Id, Paginated, Query } from './types';

/**
 * What the server puts in the loaders' context (apps/server/src/web/load-context.ts builds it):
 * service calls made in-process, as the signed-in user, through the same hooks as REST.
 */
export interface ServerServices {
  service(path: string): {
    find(params?: { query?: Query }): Promise<unknown>;
    get(id: Id, params?: { query?: Query }): Promise<unknown>;
    create(data: unknown, params?: { query?: Query }): Promise<unknown>;
    patch(id: Id, data: unknown, params?: { query?: Query }): Promise<unknown>;
    update(id: Id, data: unknown, params?: { query?: Query }): Promise<unknown>;
    remove(id: Id, params?: { query?: Query }): Promise<unknown>;
  };
}

/**
 * A read the API refuses as a bad request came from the page's URL (`?page=99999` past the last
 * record the API can skip to, an out-of-range filter): the page does not exist, so it answers 404
 * rather than an error page with status 500. Writes keep their 400 for the form to show.
 */
async function readOr404<T>(read: () => Promise<unknown>): Promise<T> {
  try {
    return (await read()) as T;
  } catch (error) {
    if ((error as { code?: number })?.code === 400) throw data('notFound.text', { status: 404 });
    throw error;
  }
}

/** The ApiClient interface over in-process service calls (used by loaders during SSR and `.data` requests). */
export function createServerApi(services: ServerServices, lang: string): ApiClient {
  const withLang = (query?: Query) => ({ query: { ...query, lang } });
  const api: ApiClient = {
    find: <T>(path: string, query?: Query) => readOr404<Paginated<T>>(() => services.service(path).find(withLang(query))),
    get: <T>(path: string, id: Id, query?: Query) => readOr404<T>(() => services.service(path).get(id, withLang(query))),
    findAll: <T>(path: string, query?: Query) => findAllPages<T>((q) => api.find<T>(path, q), query),
    create: async <T>(path: string, data: unknown, query?: Query) =>
      (await services.service(path).create(data, withLang(query))) as T,
    update: async <T>(path: string, id: Id, data: unknown, query?: Query) =>
      (await services.service(path).update(id, data, withLang(query))) as T,
    patch: async <T>(path: string, id: Id, data: unknown, query?: Query) =>
      (await services.service(path).patch(id, data, withLang(query))) as T,
    remove: async <T>(path: string, id: Id, query?: Query) => (await services.service(path).remove(id, withLang(query))) as T,
  };
  return api;
}
