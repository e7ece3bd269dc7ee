import type { Application, Params } from '@feathersjs/feathers';
import { findAllPages } from './find-all';
import { DEDUPE_WINDOW_MS, type ApiClient, type Id, type Query, type Untyped } from './types';
import { errorCode } from './errors';
import { CSRF_HEADER } from '@grimoire/server/client';

export interface BrowserApiOptions {
  /** Base URL of the API, `/api` in the browser. */
  baseUrl: string;
  getLang(): string;
  /**
   * The session's CSRF token (the `grimoire_csrf` cookie), sent with every write. The session itself
   * travels in an HttpOnly cookie the browser adds; scripts never see it.
   */
  getCsrfToken(): string | null;
  /** Called on any 401 answer (the app sends the user to the sign-in page). */
  onUnauthorized(): void;
  fetch?: typeof fetch;
  now?: () => number;
}

/** REST client over `@feathersjs/rest-client`: lang on every call, CSRF token on writes, 401 handling, read de-duplication. */
export function createBrowserApi(options: BrowserApiOptions): ApiClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  // The Feathers client (with its query-string encoder) loads on the first call: pages get their
  // data from loaders, so most page views never need it and it stays out of the first load.
  let loading: Promise<Application> | undefined;
  const connect = () =>
    (loading ??= Promise.all([import('@feathersjs/feathers'), import('@feathersjs/rest-client')]).then(
      ([{ feathers }, { default: rest }]) => feathers().configure(rest(options.baseUrl).fetch(fetchImpl)),
    ));
  const service = async (path: string) => (await connect()).service(path);
  const now = options.now ?? Date.now;
  // Untyped inside (the Feathers client answers `any`); `ApiClient` types every call by path.
  const inFlight = new Map<string, { at: number; promise: Promise<unknown> }>();

  const params = (query?: Query): Params => ({ query: { ...query, lang: options.getLang() } });
  /** A write's params: the session cookie goes by itself, the CSRF token in its header. */
  const writeParams = (query?: Query): Params => {
    const csrf = options.getCsrfToken();
    return { ...params(query), headers: csrf ? { [CSRF_HEADER]: csrf } : {} };
  };
  const guard = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (errorCode(error) === 401) options.onUnauthorized();
      throw error;
    }
  };
  /** Identical reads started within the window share one request. */
  const shared = <T>(key: string, call: () => Promise<T>): Promise<T> => {
    // The CSRF token changes with the session: reads of another session are never shared.
    const fullKey = `${key}|${options.getLang()}|${options.getCsrfToken() ?? ''}`;
    const existing = inFlight.get(fullKey);
    if (existing && now() - existing.at < DEDUPE_WINDOW_MS) return existing.promise as Promise<T>;
    const promise = guard(call);
    inFlight.set(fullKey, { at: now(), promise });
    promise.then(
      () => setTimeout(() => inFlight.get(fullKey)?.promise === promise && inFlight.delete(fullKey), DEDUPE_WINDOW_MS),
      () => inFlight.delete(fullKey),
    );
    return promise;
  };

  /** A write makes the cached reads of its service stale: the next read asks the server again. */
  const afterWrite = <T>(path: string, call: () => Promise<T>): Promise<T> =>
    guard(call).finally(() => {
      for (const key of inFlight.keys()) if (key.startsWith(`find|${path}|`) || key.startsWith(`get|${path}|`)) inFlight.delete(key);
    });

  const find = (path: string, query?: Query): Promise<Untyped> =>
    shared(`find|${path}|${JSON.stringify(query ?? {})}`, async () => (await service(path)).find(params(query)));
  return {
    find,
    get: (path: string, id: Id, query?: Query) =>
      shared(`get|${path}|${id}|${JSON.stringify(query ?? {})}`, async () => (await service(path)).get(id, params(query))),
    findAll: (path: string, query?: Query) => findAllPages<Untyped>((q) => find(path, q), query),
    create: (path: string, data: unknown, query?: Query) =>
      afterWrite(path, async () => (await service(path)).create(data as Record<string, unknown>, writeParams(query))),
    update: (path: string, id: Id, data: unknown, query?: Query) =>
      afterWrite(path, async () => (await service(path)).update(id, data as Record<string, unknown>, writeParams(query))),
    patch: (path: string, id: Id, data: unknown, query?: Query) =>
      afterWrite(path, async () => (await service(path)).patch(id, data as Record<string, unknown>, writeParams(query))),
    remove: (path: string, id: Id | null, query?: Query) => afterWrite(path, async () => (await service(path)).remove(id, writeParams(query))),
  };
}
