import { Unavailable } from '@feathersjs/errors';
import type { NextFunction } from '@feathersjs/feathers';
import type { HookContext } from '../declarations';

/** What a user-data call answers while the database cannot be reached (503). */
export const DATABASE_UNAVAILABLE =
  'The account database cannot be reached right now: accounts, stuffs and workbenches are unavailable for a moment (game data still works). Please try again shortly.';

const ORIGINAL = Symbol.for('@feathersjs/knex/error');
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
/** PostgreSQL: admin/crash shutdown, cannot connect now, too many connections; SQLite: busy after the busy timeout. */
const DATABASE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
]);
const MESSAGES =
  /Timeout acquiring a connection|Connection terminated|connection error|Query read timeout|timeout exceeded when trying to connect|database system is (starting up|shutting down|in recovery mode)|terminating connection/i;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  [ORIGINAL]?: unknown;
}

/** True when the error says the database is unreachable (down, restarting, overloaded), not that a query was wrong. */
export function isDatabaseDown(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as ErrorLike;
  if (e.name === 'KnexTimeoutError') return true;
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || DATABASE_CODES.has(code) || /^08/.test(code)) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  // Wrapped errors: the Knex adapter's original, `cause`, and AggregateError's list (connect to ::1 and 127.0.0.1).
  const inner = [e[ORIGINAL], e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((item) => isDatabaseDown(item, depth + 1));
}

/**
 * App-wide error hook: a call that failed because the database is unreachable answers 503 with a clear
 * message instead of a 500, at once (the PostgreSQL pool gives up within 1.5 s, db/knex.ts). Nothing to
 * restart when the database returns: the pool opens new connections on the next call.
 */
export async function databaseUnavailable(context: HookContext, next: NextFunction): Promise<void> {
  try {
    await next();
  } catch (error) {
    if (isDatabaseDown(error)) {
      context.app
        .get('logger')
        .warn(
          { path: context.path, method: context.method, err: String((error as Error).message) },
          'database unreachable',
        );
      throw new Unavailable(DATABASE_UNAVAILABLE, { key: 'database-unavailable' });
    }
    throw error;
  }
}
