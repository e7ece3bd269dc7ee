import { BadRequest } from '@feathersjs/errors';
import type { NextFunction } from '@feathersjs/feathers';
import { KnexService } from '@feathersjs/knex';
import type { Knex } from 'knex';
import type { HookContext } from '../declarations';

export const INVALID_QUERY = 'This query is not valid';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const isCount = (value: unknown) =>
  (typeof value === 'number' || typeof value === 'string') && /^\d{1,9}$/.test(String(value));
const SORT_DIRECTIONS = new Set([1, -1, '1', '-1']);

/** The first malformed Feathers query keyword in a query (and its `$or`/`$and` branches), if any. */
export function malformedQueryKeyword(query: unknown, depth = 0): string | undefined {
  if (!isPlainObject(query)) return depth === 0 && query === undefined ? undefined : 'query';
  if (depth > 4) return 'query';
  for (const [key, value] of Object.entries(query)) {
    if (key === '$select' && !(Array.isArray(value) && value.every((field) => typeof field === 'string')))
      return key;
    if (
      key === '$sort' &&
      !(isPlainObject(value) && Object.values(value).every((dir) => SORT_DIRECTIONS.has(dir as never)))
    )
      return key;
    if ((key === '$limit' || key === '$skip') && !isCount(value)) return key;
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(value)) return key;
      for (const branch of value) {
        const bad = malformedQueryKeyword(branch, depth + 1);
        if (bad) return bad;
      }
    }
  }
  return undefined;
}

/** A key named like an `Object.prototype` member (`constructor`, `toString`…), at any depth of the query. */
export function prototypeKey(value: unknown, depth = 0): string | undefined {
  if (!value || typeof value !== 'object' || depth > 8) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key in Object.prototype) return key;
    const found = prototypeKey(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Column names per table, read once (no migration runs while the server does). */
const columnCache = new WeakMap<object, Map<string, Promise<Set<string>>>>();

function columnsOf(service: KnexService, params: HookContext['params']): Promise<Set<string>> {
  const { Model, name } = service.getOptions(params as never) as { Model: Knex; name: string };
  let tables = columnCache.get(Model);
  if (!tables) columnCache.set(Model, (tables = new Map()));
  let columns = tables.get(name);
  if (!columns) {
    columns = Model(name)
      .columnInfo()
      .then((info) => new Set(Object.keys(info)));
    columns.catch(() => tables.delete(name));
    tables.set(name, columns);
  }
  return columns;
}

/**
 * `$select` names columns the adapter reads back *after* writing (create, patch): an unknown one there
 * would fail once the row is already written, so it is checked against the table first.
 */
async function unknownSelectedColumn(
  service: KnexService,
  params: HookContext['params'],
): Promise<string | undefined> {
  const select = (params.query as { $select?: unknown } | undefined)?.$select;
  if (!Array.isArray(select) || select.length === 0) return undefined;
  const { name } = service.getOptions(params as never) as { name: string };
  const columns = await columnsOf(service, params);
  return (select as string[]).find(
    (field) => !columns.has(field.startsWith(`${name}.`) ? field.slice(name.length + 1) : field),
  );
}

interface SqlError {
  code?: unknown;
  message?: unknown;
  [key: symbol]: unknown;
}

const ORIGINAL = Symbol.for('@feathersjs/knex/error');

/**
 * SQL errors that only a caller's input can cause (an unknown column named in a query, an operator the
 * database lacks, a value out of range or with a NUL byte): SQLite's `SQLITE_ERROR` (no such column,
 * syntax), `SQLITE_MISMATCH`/`RANGE`/`TOOBIG`, PostgreSQL's classes 22 (data) and 42 (syntax, unknown column);
 * and better-sqlite3 refusing to bind a value that is no scalar (`field[]=x` compares a column to a
 * list, on a service whose hooks let that query through): a TypeError, whose message knex prefixes
 * with the SQL.
 */
export function isSqlInputError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as SqlError;
  const code = typeof e.code === 'string' ? e.code : '';
  if (/^SQLITE_(ERROR|MISMATCH|RANGE|TOOBIG)$/.test(code)) return true;
  if (error instanceof TypeError && /SQLite3 can only bind /.test(error.message)) return true;
  if (/^(22|42)[0-9A-Z]{3}$/.test(code)) return true;
  return isSqlInputError(e[ORIGINAL], depth + 1);
}

/**
 * App-wide around hook for calls from outside the process: a query key named like a prototype member is a
 * 400 on every service; on services backed by the Knex adapter, a
 * malformed `$select`/`$sort`/`$limit`/`$skip`/`$or`/`$and` is a 400 before it reaches the adapter (which
 * would throw a TypeError, a 500); on every service, a SQL error caused by the caller's input is a 400.
 */
export async function queryGuard(context: HookContext, next: NextFunction): Promise<void> {
  if (!context.params.provider) return next();
  // Adapters look operators up by name: `field[constructor]=…` would call a prototype member.
  const poisoned = prototypeKey(context.params.query);
  if (poisoned) throw new BadRequest(INVALID_QUERY, { key: 'invalid-query', field: poisoned });
  if (context.service instanceof KnexService) {
    const bad = malformedQueryKeyword(context.params.query);
    if (bad) throw new BadRequest(INVALID_QUERY, { key: 'invalid-query', field: bad });
    const unknown = await unknownSelectedColumn(context.service, context.params);
    if (unknown !== undefined)
      throw new BadRequest(INVALID_QUERY, { key: 'invalid-query', field: '$select' });
  }
  try {
    await next();
  } catch (error) {
    if (isSqlInputError(error)) throw new BadRequest(INVALID_QUERY, { key: 'invalid-query' });
    throw error;
  }
}
