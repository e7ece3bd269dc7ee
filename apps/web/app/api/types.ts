import type {
  CreatedOf,
  DataOf,
  FoundOf,
  Id,
  Paginated,
  PatchOf,
  PathWith,
  Query,
  QueryOf,
  ResultOf,
  ServicePath,
} from '@grimoire/server/client';

export type { Id, Paginated, PathWith, Query, ServicePath };

/** The field a `$select` entry keeps: `grades` for `grades.level`. */
type RootOf<K> = K extends `${infer Root}.${string}` ? Root : K;

/** The records a `$select` keeps (with `id`): `Pick<Item, 'id' | 'name'>` for `$select: ['id', 'name']`. */
export type Selected<R, Q> = Q extends { $select: readonly (infer K)[] }
  ? string extends K
    ? R
    : Pick<R, Extract<RootOf<K> | 'id', keyof R>>
  : R;

/** What `find` answers for this query: a page of the selected fields for the paged services. */
export type Found<P extends ServicePath, Q> =
  FoundOf<P> extends Paginated<infer R> ? Paginated<Selected<R, Q>> : FoundOf<P>;
/** One record of a paged service's list. */
export type RecordOf<P extends ServicePath> = FoundOf<P> extends Paginated<infer R> ? R : never;
/** The paths whose records carry an id and a localized name (for helpers that read names by id). */
export type NamedPath = {
  [P in PathWith<'find'>]: RecordOf<P> extends { id: number; name?: Partial<Record<string, string>> } ? P : never;
}[PathWith<'find'>];
/** The query a service's `find` takes. */
export type QueryFor<P extends ServicePath> = QueryOf<P> & Query;

/**
 * The one data interface features use, typed by path from the server's contracts
 * (`@grimoire/server/client`): a wrong path, field, `$select` name or body is a compile error. In
 * the browser it calls `/api` over REST; during server rendering the same services in-process
 * (see `server-api.ts`).
 */
export interface ApiClient {
  find<P extends PathWith<'find'>, const Q extends QueryFor<P> = QueryFor<P>>(path: P, query?: Q): Promise<Found<P, Q>>;
  get<P extends PathWith<'get'>, const Q extends QueryFor<P> = QueryFor<P>>(
    path: P,
    id: Id,
    query?: Q,
  ): Promise<Selected<ResultOf<P>, Q>>;
  /** Pages through `$limit`/`$skip` until `total` is reached. */
  findAll<P extends PathWith<'find'>, const Q extends QueryFor<P> = QueryFor<P>>(
    path: P,
    query?: Q,
  ): Promise<Selected<RecordOf<P>, Q>[]>;
  create<P extends PathWith<'create'>>(path: P, data: DataOf<P>, query?: Query): Promise<CreatedOf<P>>;
  update<P extends PathWith<'update'>>(path: P, id: Id, data: DataOf<P>, query?: Query): Promise<ResultOf<P>>;
  patch<P extends PathWith<'patch'>>(path: P, id: Id, data: PatchOf<P>, query?: Query): Promise<ResultOf<P>>;
  /** `id` null: the path's own record (`authentication`: the session). */
  remove<P extends PathWith<'remove'>>(path: P, id: Id | null, query?: Query): Promise<ResultOf<P>>;
}

/** An answer inside the two clients (JSON, or an in-process call's result); `ApiClient` types it by path. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one untyped point, behind ApiClient's signatures
export type Untyped = any;

/** The page size the API caps lists at (as DofusDB does). */
export const API_PAGE_SIZE = 50;
/** How long identical in-flight reads are shared. */
export const DEDUPE_WINDOW_MS = 2000;
