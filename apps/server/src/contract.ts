/**
 * The vocabulary every service contract (`services/<name>/<name>.shared.ts`, `game/game.shared.ts`)
 * is written in. Client-safe: nothing here runs server code, so the web imports it through the
 * server's one client entry (`client.ts`, `@grimoire/server/client`).
 */

export type Id = string | number;
/** Query parameters as they travel (`?field=value&$limit=…`). */
export type Query = Record<string, unknown>;
export type Method = 'find' | 'get' | 'create' | 'update' | 'patch' | 'remove';

/** One page of a list answer, as every `/api` list returns it. */
export interface Paginated<T> {
  total: number;
  limit: number;
  skip: number;
  data: T[];
}

/**
 * What one service answers and accepts, by method, as the outside sees it: `found` is what `find`
 * answers (a page for most services), `result` one record (`get`, `update`, `patch`, `remove`),
 * `created` what `create` answers, `data` the create/update body, `patch` the patch body.
 */
export interface ServiceContract {
  methods: Method;
  found?: unknown;
  result?: unknown;
  created?: unknown;
  data?: unknown;
  patch?: unknown;
  query?: Query;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- method signatures are matched with `infer` */
type Answer<S, M extends Method> = S extends Record<M, (...args: any[]) => infer R> ? Awaited<R> : never;
/** Batch forms (`create([...])`, `patch(null, …)`) are not offered to clients: one record at a time. */
type Single<T> = Exclude<T, readonly unknown[]>;
/** A list answered as a page, or as a plain list by services that do not page (`paginate: false` is not offered). */
type Listed<T> = [Single<T>] extends [never] ? T : Single<T>;
type QueryOfParams<P> = NonNullable<P> extends { query?: infer Q } ? (unknown extends Q ? Query : NonNullable<Q>) : Query;

/**
 * The contract of a service, read from its class: the methods it has, what they answer and take.
 * The client entry applies it to every entry of `ServiceTypes`, so a service's signature is its contract.
 */
export type ContractOf<S> = {
  methods: Extract<keyof S, Method>;
  found: Listed<Answer<S, 'find'>>;
  result: Single<Answer<S, 'get'>>;
  created: Single<Answer<S, 'create'>>;
  data: S extends { create(data: infer D, ...rest: any[]): any }
    ? Single<D>
    : S extends { update(id: any, data: infer D, ...rest: any[]): any }
      ? D
      : never;
  patch: S extends { patch(id: any, data: infer D, ...rest: any[]): any } ? D : never;
  query: S extends { find(params?: infer P, ...rest: any[]): any } ? QueryOfParams<P> : Query;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The `/api` path of a service whose contract path is `path`. */
export const apiPath = <P extends string>(path: P): `api/${P}` => `api/${path}`;

/**
 * Message ids of refused fields every service may answer (`hooks/validate.ts` derives them from
 * the schema's keywords); each service adds its own in its contract (`USERS_ERROR_KEYS`…).
 */
export const VALIDATION_ERROR_KEYS = [
  'required',
  'min-length',
  'max-length',
  'minimum',
  'maximum',
  'pattern',
  'unknown-field',
  'invalid',
] as const;
export type ValidationErrorKey = (typeof VALIDATION_ERROR_KEYS)[number];

/** One refused field: `key` is the message id the web localises, `message` the English text, `nb` its bound. */
export interface FieldError<K extends string = string> {
  key: K;
  message: string;
  nb?: number;
}

/**
 * The body of every error answer (Feathers' shape), and the error the REST client throws with it.
 * A refused payload or query is a 400 whose `errors` names each refused field
 * (`{ username: { key, message } }`) and whose `data.field` / `data.key` name the first one.
 */
export interface ApiErrorBody<K extends string = string> {
  name: string;
  message: string;
  code: number;
  className?: string;
  data?: { field?: string; key?: K; [detail: string]: unknown } | null;
  errors?: Record<string, FieldError<K>> | null;
}
