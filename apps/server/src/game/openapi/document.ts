/**
 * The OpenAPI 3.1 document of every `/api` service, built from what the server validates with:
 * the TypeBox schemas of the user-data services (registry.ts), and for each game collection the
 * field types the query engine infers from its documents and checks query values against
 * (query/schema.ts). Paths and methods are discovered from the app itself, so a service added
 * later is listed even before its schemas are registered.
 */
import type { Application } from '../../declarations';
import { APP_VERSION } from '../../app-version';
import { GameCollectionService } from '../collection-service';
import { LANGS, LIMITS, PAGE } from '../query';
import { REGEX } from '../query/regex';
import { T_BOOL, T_NULL, T_NUM, T_OBJ, T_STR, type Schema } from '../query/schema';
import { SERVICE_SCHEMAS } from './registry';

type Json = Record<string, unknown>;

/** TypeBox schemas carry symbol keys; JSON keeps only the JSON Schema. */
const plain = (schema: unknown): Json => JSON.parse(JSON.stringify(schema)) as Json;

function jsonType(bits: number): Json {
  const types: string[] = [];
  if (bits & T_NUM) types.push('number');
  if (bits & T_STR) types.push('string');
  if (bits & T_BOOL) types.push('boolean');
  if (bits & T_OBJ) types.push('object');
  if (bits & T_NULL) types.push('null');
  return types.length === 1 ? { type: types[0] } : types.length === 0 ? {} : { type: types };
}

/**
 * Top-level fields of a collection's documents with the JSON types the query engine inferred and
 * checks query values against (arrays are transparent there, so list fields are found here).
 */
function documentSchema(schema: Schema, docs: readonly unknown[]): Json {
  const lists = new Set<string>();
  for (const doc of docs)
    if (doc && typeof doc === 'object')
      for (const [key, value] of Object.entries(doc)) if (Array.isArray(value)) lists.add(key);
  const properties: Json = {};
  for (const [path, bits] of schema) {
    if (path.includes('.')) continue;
    properties[path] = lists.has(path) ? { type: 'array', items: jsonType(bits) } : jsonType(bits);
  }
  for (const key of lists) properties[key] ??= { type: 'array' };
  return { type: 'object', properties, required: properties.id ? ['id'] : [], additionalProperties: true };
}

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
  param('$limit', `Page size (default ${PAGE.defaultLimit}, larger values are cut to ${PAGE.maxLimit}; 0 = total only)`, { type: 'integer', minimum: 0 }, 50),
  param('$skip', `Records to skip (at most ${PAGE.maxSkip})`, { type: 'integer', minimum: 0, maximum: PAGE.maxSkip }, 0),
  param('$sort', 'Sort: `$sort[level]=-1`, or the bare forms `$sort=level`, `$sort=-level`', { type: 'string' }, '-level'),
  param('$select[]', 'Fields to keep (`id` is always kept)', { type: 'array', items: { type: 'string' } }),
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
  const doc = documentSchema(service.dataset.schema, service.dataset.docs);
  const page = {
    type: 'object',
    properties: { total: { type: 'integer' }, limit: { type: 'integer' }, skip: { type: 'integer' }, data: { type: 'array', items: doc } },
    required: ['total', 'limit', 'skip', 'data'],
  };
  return {
    [`/${name}`]: {
      get: {
        tags: ['game'],
        operationId: `find-${name}`,
        summary: `${name}: list (read-only game data)`,
        parameters: FIND_PARAMETERS,
        responses: { '200': { description: 'A page of records', content: json(page) }, ...errors },
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

const METHOD_VERBS: Record<string, [verb: string, withId: boolean]> = {
  find: ['get', false],
  create: ['post', false],
  get: ['get', true],
  update: ['put', true],
  patch: ['patch', true],
  remove: ['delete', true],
};

function servicePaths(name: string, methods: readonly string[]): Json {
  const schemas = SERVICE_SCHEMAS[name];
  const free = { type: 'object', additionalProperties: true };
  const result = schemas?.result ? plain(schemas.result) : free;
  const out: Record<string, Json> = {};
  for (const method of methods) {
    const entry = METHOD_VERBS[method];
    if (!entry) continue;
    const [verb, withId] = entry;
    const path = withId ? `/${name}/{id}` : `/${name}`;
    const body = method === 'patch' ? schemas?.patch : method === 'create' || method === 'update' ? schemas?.data : undefined;
    out[path] ??= {};
    out[path][verb] = {
      tags: [schemas ? 'user' : 'other'],
      operationId: `${method}-${name}`,
      summary: `${name}: ${method}${schemas ? ` — ${schemas.summary.en}` : ''}`,
      security: [{ bearer: [] }, {}],
      parameters: [
        ...(withId ? [{ name: 'id', in: 'path', required: true, schema: { type: ['integer', 'string'] } }] : []),
        ...(method === 'find' && schemas?.query
          ? [{ name: 'query', in: 'query', style: 'deepObject', explode: true, schema: plain(schemas.query) }]
          : []),
      ],
      ...(method === 'create' || method === 'update' || method === 'patch'
        ? { requestBody: { required: true, content: json(body ? plain(body) : free) } }
        : {}),
      responses: {
        [method === 'create' ? '201' : '200']: {
          description: 'Success',
          content: json(method === 'find' ? { oneOf: [{ type: 'array', items: result }, { type: 'object', properties: { data: { type: 'array', items: result } } }] } : result),
        },
        '401': { description: 'Not signed in', content: json(ERROR) },
        ...errors,
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
      summary: 'A game condition string in words (the wording the item and quest pages use)',
      parameters: [
        { name: 'criterion', in: 'path', required: true, schema: { type: 'string', maxLength: 500 }, example: 'PL>189&Qf=3' },
        param('lang', 'fr (default) or en', { type: 'string', enum: ['fr', 'en'] }),
      ],
      responses: {
        '200': {
          description: 'The condition in words',
          content: json({
            type: 'object',
            properties: { criterion: { type: 'string' }, lang: { type: 'string' }, text: { type: 'string' }, lines: { type: 'array', items: { type: 'string' } }, tree: { type: 'object' } },
          }),
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

export function buildOpenApi(app: Application): Json {
  const paths: Json = { ...EXTRA_PATHS };
  for (const [fullPath, service] of Object.entries(app.services).sort(([a], [b]) => a.localeCompare(b))) {
    const name = fullPath.replace(/^\/?api\//, '');
    if (name === fullPath || SKIP.has(name)) continue;
    if (service instanceof GameCollectionService) Object.assign(paths, gamePaths(name, service));
    else Object.assign(paths, servicePaths(name, methodsOf(service)));
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
      { name: 'user', description: 'User data (bearer token from POST /authentication)' },
      { name: 'other', description: 'Services without registered schemas' },
      { name: 'docs', description: 'Documentation' },
    ],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          properties: { name: { type: 'string' }, message: { type: 'string' }, code: { type: 'integer' }, data: {} },
          required: ['name', 'message', 'code'],
        },
      },
    },
  };
}
