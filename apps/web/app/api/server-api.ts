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

/** The ApiClient interface over in-process service calls (used by loaders during SSR and `.data` requests). */
export function createServerApi(services: ServerServices, lang: string): ApiClient {
  const withLang = (query?: Query) => ({ query: { ...query, lang } });
  const api: ApiClient = {
    find: async <T>(path: string, query?: Query) => (await services.service(path).find(withLang(query))) as Paginated<T>,
    get: async <T>(path: string, id: Id, query?: Query) => (await services.service(path).get(id, withLang(query))) as T,
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
