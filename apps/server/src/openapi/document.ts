/**
 * The OpenAPI 3.1 document of every `/api` service, built from what each service declares beside
 * it (`withDocs`, service-docs.ts: the TypeBox schemas its hooks validate with and its answers),
 * and for each game collection from the field types of the documents it serves. Paths and methods
 * are discovered from the app itself: a service registered without docs is listed as undocumented
 * (and a test fails).
 */
import { CSRF_COOKIE, CSRF_HEADER, TOKEN_COOKIE } from '../auth/authentication.shared';
import type { Application } from '../declarations';
import { APP_VERSION } from '../app-version';
import { GameCollectionService } from '../game/collection-service';
import { LANGS, LIMITS, PAGE } from '../game/query';
import { REGEX } from '../game/query/regex';
import type { TSchema } from '@feathersjs/typebox';
import type { Method } from '../contract';
import { docsOf, type Access, type ServiceDocs } from './service-docs';
import { ABSENT_FIELDS, ALMANAX_CALENDAR } from './wire-gaps';
import { documentSchema } from './document-schema';

type Json = Record<string, unknown>;

/** TypeBox schemas carry symbol keys; JSON keeps only the JSON Schema. */
const plain = (schema: unknown): Json => JSON.parse(JSON.stringify(schema)) as Json;

const param = (name: string, description: string, schema: Json, example?: unknown): Json => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
  ...(example === undefined ? {} : { example }),
});

/** The dialect's parameters, shared by every game collection's `find`. */
const FIND_PARAMETERS: Json[] = [
  param('$limit', `Page size (default ${PAGE.defaultLimit}, larger values are cut to ${PAGE.maxLimit}; 0 = total only). Read as Feathers reads it (parseInt): \`50abc\` is 50, a value without a leading integer is a 400`, { type: 'integer', minimum: 0 }, 50),
  param('$skip', `Records to skip (at most ${PAGE.maxSkip})`, { type: 'integer', minimum: 0, maximum: PAGE.maxSkip }, 0),
  param('$sort', 'Sort: `$sort[level]=-1`, or the bare forms `$sort=level`, `$sort=-level`', { type: 'string' }, '-level'),
  param('$select[]', 'Fields to keep (`id` is always kept); an empty name is dropped, and none left means whole documents', { type: 'array', items: { type: 'string' } }),
  param('$populate', 'false leaves out embedded documents (`type`, `itemSet`, `result`…)', { type: 'boolean' }, false),
  param('$cache', 'Accepted and ignored (answers are cached by the server)', { type: 'string' }),
  param('lang', 'Language of `$search`, `$regex` on i18n objects and text sorting', { type: 'string', enum: [...LANGS] }, 'fr'),
  {
    name: 'filter',
    in: 'query',
    required: false,
    style: 'deepObject',
    explode: true,
    description:
      `Field conditions, MongoDB style: \`field=value\`, \`field[]=a&field[]=b\` ($in), ` +
      `\`field[$in|$nin|$ne|$lt|$lte|$gt|$gte|$exists|$elemMatch|$regex|$options|$search]\`, ` +
      `\`$or[i][…]\`, \`$and[i][…]\`; dotted paths walk into arrays (\`drops.objectId\`). ` +
      `Limits: $in ${LIMITS.in} values, $or/$and ${LIMITS.depth} levels, $regex ${REGEX.maxLength} characters ` +
      `and ${REGEX.budgetMs} ms.`,
    schema: { type: 'object', additionalProperties: true },
  },
];

const ERROR = { $ref: '#/components/schemas/Error' };
const errors = { '400': { description: 'Invalid query or body', content: { 'application/json': { schema: ERROR } } } };
const json = (schema: Json) => ({ 'application/json': { schema } });

function gamePaths(name: string, service: GameCollectionService): Json {
  const doc = documentSchema(service.dataset.docs);
  const page = {
    type: 'object',
    properties: { total: { type: 'integer' }, limit: { type: 'integer' }, skip: { type: 'integer' }, data: { type: 'array', items: doc } },
    required: ['total', 'limit', 'skip', 'data'],
  };
  const gaps = ABSENT_FIELDS[name];
  const almanax = name === 'almanax';
  return {
    [`/${name}`]: {
      get: {
        tags: ['game'],
        operationId: `find-${name}`,
        summary: `${name}: list (read-only game data)`,
        ...(gaps || almanax
          ? {
              description: [
                almanax ? '`?date=` with a year (`MM/DD/YYYY`, `M/D/YY`, `YYYY-MM-DD`) answers DofusDB\'s calendar document of that day; `?date=MM-DD` and every other query a page.' : '',
                gaps ? `Fields DofusDB has that no source here gives (left out): ${gaps}` : '',
              ].filter(Boolean).join(' '),
            }
          : {}),
        parameters: FIND_PARAMETERS,
        responses: {
          '200': { description: almanax ? 'A page of records, or the calendar document' : 'A page of records', content: json(almanax ? { oneOf: [page, ALMANAX_CALENDAR] } : page) },
          ...(almanax ? { '404': { description: 'No almanax day for that date', content: json(ERROR) } } : {}),
          ...errors,
        },
      },
    },
    [`/${name}/{id}`]: {
      get: {
        tags: ['game'],
        operationId: `get-${name}`,
        summary: `${name}: one record`,
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: ['integer', 'string'] } },
          FIND_PARAMETERS[3],
          FIND_PARAMETERS[4],
        ],
        responses: {
          '200': { description: 'The record', content: json(doc) },
          '404': { description: 'No such record', content: json(ERROR) },
          ...errors,
        },
      },
    },
  };
}

const METHOD_VERBS: Record<Method, [verb: string, withId: boolean]> = {
  find: ['get', false],
  create: ['post', false],
  get: ['get', true],
  update: ['put', true],
  patch: ['patch', true],
  remove: ['delete', true],
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone',
  optional: 'Anyone; a bearer token adds what the signed-in user may see',
  user: 'A signed-in user (bearer token from POST /authentication)',
  staff: 'A moderator or an admin',
  admin: 'An admin',
  internal: 'Server code only: answers 405 to every outside call',
};

/**
 * A schema as the document holds it: the named ones (`$id`) become components referenced by
 * `$ref`, each name once; a second schema under a name already taken (`Type.Pick` copies the `$id`
 * of the schema it picks from) is inlined without its `$id`.
 */
function named(schema: unknown, components: Json): unknown {
  if (Array.isArray(schema)) return schema.map((part) => named(part, components));
  if (!schema || typeof schema !== 'object') return schema;
  const { $id, ...rest } = schema as Json;
  const inner = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, named(value, components)]));
  if (typeof $id !== 'string') return inner;
  const existing = components[$id];
  if (existing === undefined) components[$id] = inner;
  else if (JSON.stringify(existing) !== JSON.stringify(inner)) return inner;
  return { $ref: `#/components/schemas/${$id}` };
}

function servicePaths(name: string, docs: ServiceDocs, methods: readonly string[], components: Json): Json {
  const out: Record<string, Json> = {};
  const schema = (value: TSchema) => named(plain(value), components);
  for (const method of methods) {
    const entry = METHOD_VERBS[method as Method];
    const doc = docs.methods[method as Method];
    if (!entry || !doc) continue;
    const [verb, withId] = entry;
    const path = withId ? `/${name}/{id}` : `/${name}`;
    const signedIn = doc.access === 'user' || doc.access === 'staff' || doc.access === 'admin';
    out[path] ??= {};
    out[path][verb] = {
      tags: [docs.tag],
      operationId: `${method}-${name}`,
      summary: `${name}: ${method} — ${doc.summary ?? docs.summary.en}`,
      description: `Who: ${ACCESS_TEXT[doc.access]}.`,
      ...(doc.access === 'optional'
        ? { security: [{ bearer: [] }, { session: [] }, {}] }
        : signedIn
          ? { security: [{ bearer: [] }, { session: [] }] }
          : { security: [] }),
      parameters: [
        ...(withId ? [{ name: 'id', in: 'path', required: true, schema: { type: ['integer', 'string'] } }] : []),
        ...(doc.query ? [{ name: 'query', in: 'query', style: 'deepObject', explode: true, schema: schema(doc.query) }] : []),
      ],
      ...(doc.body ? { requestBody: { required: true, content: json(schema(doc.body) as Json) } } : {}),
      responses: {
        ...(doc.access === 'internal'
          ? { '405': { description: 'Not reachable from outside', content: json(ERROR) } }
          : { [method === 'create' ? '201' : '200']: { description: 'Success', content: json(schema(doc.answer) as Json) } }),
        ...(signedIn ? { '401': { description: 'No valid bearer token', content: json(ERROR) } } : {}),
        ...(doc.access === 'staff' || doc.access === 'admin'
          ? { '403': { description: `Not ${doc.access === 'admin' ? 'an admin' : 'a moderator or an admin'}`, content: json(ERROR) } }
          : verb !== 'get' && doc.access !== 'internal'
            ? { '403': { description: `A write through the session cookie without the \`${CSRF_HEADER}\` header, or a cross-site write`, content: json(ERROR) } }
            : {}),
        ...Object.fromEntries(
          Object.entries({ 400: 'Invalid query or body', ...doc.errors }).map(([status, description]) => [
            status,
            { description, content: json(ERROR) },
          ]),
        ),
      },
    };
  }
  return out;
}

const EXTRA_PATHS: Json = {
  '/version': {
    get: {
      tags: ['game'],
      operationId: 'version',
      summary: 'Game version of the data, as a JSON string (as DofusDB answers); `?details=true` for the bundle figures',
      parameters: [param('details', 'Answer the app version, sources and coverage', { type: 'boolean' })],
      responses: { '200': { description: 'Version', content: json({ oneOf: [{ type: 'string' }, { type: 'object' }] }) } },
    },
  },
  '/criterion/{criterion}': {
    get: {
      tags: ['game'],
      operationId: 'criterion',
      summary: "A game condition as DofusDB answers it: a JSON array of the conditions' texts and the records they name, joined by \"&\" and \"|\"",
      description:
        'Each condition is a list of texts and records (`{id, name, className}`); `"&"` and `"|"` join them; a nested list stands for parentheses. ' +
        '`PL>19&Qf=1077` reads `[["Niveau > 19"], "&", ["Quête terminée…", {"id": 1077, "name": {…}, "className": "Quests"}]]`. ' +
        'The texts are the wording the item and quest pages use.',
      parameters: [
        { name: 'criterion', in: 'path', required: true, schema: { type: 'string', maxLength: 500 }, example: 'PL>189&Qf=3' },
        param('lang', 'fr (default) or en', { type: 'string', enum: ['fr', 'en'] }),
      ],
      responses: {
        '200': {
          description: 'The condition, DofusDB style',
          content: json({ type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'object' }, { type: 'array' }] } }),
        },
        ...errors,
      },
    },
  },
  '/search': {
    get: {
      tags: ['game'],
      operationId: 'search',
      summary: 'The site search: every kind at once, accent- and typo-tolerant, the best hits per kind',
      parameters: [
        { name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 100 }, example: 'bouftou' },
        param('lang', 'fr (default) or en: the names searched first', { type: 'string', enum: ['fr', 'en'] }),
        param('kinds', 'Comma-separated kinds: breeds, items, sets, monsters, quests, achievements, dungeons, spells, havenbags', { type: 'string' }),
        param('limit', 'Hits per kind (1-20, default 5)', { type: 'integer', minimum: 1, maximum: 20 }),
      ],
      responses: {
        '200': {
          description: 'Groups of hits, best group first',
          content: json({
            type: 'object',
            properties: {
              total: { type: 'integer' },
              limit: { type: 'integer' },
              skip: { type: 'integer' },
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    kind: { type: 'string' },
                    hits: {
                      type: 'array',
                      items: {
                        type: 'object',
                        required: ['id', 'name'],
                        properties: {
                          id: { type: 'integer' },
                          name: { type: 'object' },
                          img: { type: 'string' },
                          level: { type: 'integer' },
                          levelMax: { type: 'integer' },
                          context: { type: 'object' },
                          missingTranslations: { type: 'array', items: { type: 'string' } },
                        },
                      },
                    },
                  },
                },
              },
            },
          }),
        },
        ...errors,
      },
    },
  },
  '/openapi.json': { get: { tags: ['docs'], operationId: 'openapi', summary: 'This document', responses: { '200': { description: 'OpenAPI 3.1' } } } },
  '/docs': { get: { tags: ['docs'], operationId: 'docs', summary: 'Browsable documentation (FR/EN)', responses: { '200': { description: 'HTML' } } } },
};

const SKIP = new Set(['version', 'criterion', 'search']);

/** The `methods` a service was registered with (Feathers keeps its options under this symbol). */
const SERVICE_OPTIONS = Symbol.for('@feathersjs/service');
function methodsOf(service: unknown): readonly string[] {
  const options = (service as Record<symbol, { methods?: string[] } | undefined>)[SERVICE_OPTIONS];
  return options?.methods ?? [];
}

/** A registered service without docs: listed with its methods and free-form bodies (a test fails on it). */
function undocumentedPaths(name: string, methods: readonly string[]): Json {
  const out: Record<string, Json> = {};
  for (const method of methods) {
    const entry = METHOD_VERBS[method as Method];
    if (!entry) continue;
    const path = entry[1] ? `/${name}/{id}` : `/${name}`;
    out[path] ??= {};
    out[path][entry[0]] = {
      tags: ['undocumented'],
      operationId: `${method}-${name}`,
      summary: `${name}: ${method}`,
      responses: { default: { description: 'Not documented', content: json({}) } },
    };
  }
  return out;
}

export function buildOpenApi(app: Application): Json {
  const paths: Json = { ...EXTRA_PATHS };
  const components: Json = {
    Error: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        message: { type: 'string' },
        code: { type: 'integer' },
        className: { type: 'string' },
        data: { description: 'Details: `field` and `key` of the first refused field, and what the error says more' },
        errors: {
          type: 'object',
          description: 'Each refused field: its message id (`key`), English text and bound (`nb`)',
          additionalProperties: {
            type: 'object',
            properties: { key: { type: 'string' }, message: { type: 'string' }, nb: { type: 'number' } },
            required: ['key', 'message'],
          },
        },
      },
      required: ['name', 'message', 'code'],
    },
  };
  for (const [fullPath, service] of Object.entries(app.services).sort(([a], [b]) => a.localeCompare(b))) {
    const name = fullPath.replace(/^\/?api\//, '');
    if (name === fullPath || SKIP.has(name)) continue;
    const docs = docsOf(service);
    if (service instanceof GameCollectionService) Object.assign(paths, gamePaths(name, service));
    else if (docs) Object.assign(paths, servicePaths(name, docs, methodsOf(service), components));
    else Object.assign(paths, undocumentedPaths(name, methodsOf(service)));
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Grimoire API',
      version: APP_VERSION,
      description:
        'Game data of Dofus and player tools. The read-only game collections answer the DofusDB query ' +
        'dialect (Feathers + MongoDB operators), so DofusDB clients work unchanged. See /api/docs.',
    },
    servers: [{ url: '/api' }],
    tags: [
      { name: 'game', description: 'Read-only game data (DofusDB dialect)' },
      { name: 'user', description: "A player's own data (bearer token from POST /authentication)" },
      { name: 'board', description: 'Boards players share (portals, group finder)' },
      { name: 'back', description: 'The back office (moderators and admins)' },
      { name: 'docs', description: 'Documentation' },
    ],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: TOKEN_COOKIE,
          description: `The site's HttpOnly session cookie, set by POST /authentication. A write it authenticates must also send the \`${CSRF_COOKIE}\` cookie's value in the \`${CSRF_HEADER}\` header; cross-site writes are refused.`,
        },
      },
      schemas: components,
    },
  };
}
