/**
 * What a service tells the OpenAPI document about itself, declared beside the service
 * (`services/<name>/<name>.docs.ts`) and attached where it is registered:
 * `app.use(PATH, withDocs(service, docs), …)`. The document (document.ts) reads it from every
 * registered service; a service registered without docs is a failing test (openapi.test.ts).
 */
import { Type, type TSchema } from '@feathersjs/typebox';
import type { Method } from '../contract';

/** Who may call a method: anyone, anyone (a token changes the answer), a signed-in user, staff, admins, server code only. */
export type Access = 'public' | 'optional' | 'user' | 'staff' | 'admin' | 'internal';

export interface MethodDocs {
  /** Who may call it (bearer security and the 401/403 answers follow from it). */
  access: Access;
  /** What it answers (a page for `find` is written with `page(record)`). */
  answer: TSchema;
  /** The query string (`find`, and filters other methods accept). */
  query?: TSchema;
  /** The JSON body (`create`, `update`, `patch`). */
  body?: TSchema;
  /** One line, when the service's summary does not say it. */
  summary?: string;
  /** Answers besides success and the access errors: `{ 404: 'No such stuff' }`. */
  errors?: Partial<Record<400 | 403 | 404 | 409 | 429 | 503, string>>;
}

export interface ServiceDocs {
  summary: { fr: string; en: string };
  /** `user` for a player's data, `board` for shared boards, `back` for the back office, `game` for game data. */
  tag: 'user' | 'board' | 'back' | 'game';
  methods: Partial<Record<Method, MethodDocs>>;
}

const DOCS = new WeakMap<object, ServiceDocs>();

/** Attaches a service's docs (returns the service, for `app.use(path, withDocs(service, docs))`). */
export function withDocs<S extends object>(service: S, docs: ServiceDocs): S {
  DOCS.set(service, docs);
  return service;
}

/** The docs of a registered service (Feathers registers an object whose prototype is the service given). */
export function docsOf(service: unknown): ServiceDocs | undefined {
  for (let current = service; current !== null && typeof current === 'object'; current = Object.getPrototypeOf(current)) {
    const docs = DOCS.get(current);
    if (docs) return docs;
  }
  return undefined;
}

/** A page of records, as every paged list answers: `{ total, limit, skip, data }`. */
export const page = (record: TSchema) =>
  Type.Object(
    { total: Type.Integer(), limit: Type.Integer(), skip: Type.Integer(), data: Type.Array(record) },
    { additionalProperties: false },
  );

/** `$limit` and `$skip` as the user services take them. */
export const paging = (maxLimit: number) => ({
  $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: maxLimit })),
  $skip: Type.Optional(Type.Integer({ minimum: 0 })),
});

/** An ISO 8601 date and time, as every `createdAt` / `updatedAt` is written. */
export const DateTime = Type.String({ format: 'date-time' });

/**
 * Compile-time proof that a documented schema and the type the code answers with are the same
 * shape: `sameShape<Static<typeof portalSchema>, PortalView>(true)` does not compile when they drift.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sameShape = <A, B>(proof: SameShape<A, B>): SameShape<A, B> => proof;
