/** One page of a list answer, as every `/api` list returns it. */
export interface Paginated<T> {
  total: number;
  limit: number;
  skip: number;
  data: T[];
}

export type Query = Record<string, unknown>;
export type Id = string | number;

/**
 * The one data interface features use. In the browser it calls `/api` over REST; during
 * server-side rendering it calls the same services in-process (see `server-api.ts`).
 */
export interface ApiClient {
  find<T>(path: string, query?: Query): Promise<Paginated<T>>;
  get<T>(path: string, id: Id, query?: Query): Promise<T>;
  /** Pages through `$limit`/`$skip` until `total` is reached. */
  findAll<T>(path: string, query?: Query): Promise<T[]>;
  create<T>(path: string, data: unknown, query?: Query): Promise<T>;
  update<T>(path: string, id: Id, data: unknown, query?: Query): Promise<T>;
  patch<T>(path: string, id: Id, data: unknown, query?: Query): Promise<T>;
  remove<T>(path: string, id: Id, query?: Query): Promise<T>;
}

/** The page size the API caps lists at (as DofusDB does). */
export const API_PAGE_SIZE = 50;
/** How long identical in-flight reads are shared. */
export const DEDUPE_WINDOW_MS = 2000;
