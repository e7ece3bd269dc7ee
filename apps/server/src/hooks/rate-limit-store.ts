import type { Knex } from 'knex';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** The table the `20261125130000_rate_limits` migration creates. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * A limiter of `points` per `duration` seconds (a minute unless said) kept in the user database: rate-limiter-flexible's PostgreSQL store on
 * PostgreSQL, its SQLite store on SQLite (through the app's Knex pool), so N server processes on one
 * database share the counts. Without a database (unit tests) the counts stay in memory.
 */
export function createRateLimiter(db: Knex | undefined, points: number, duration = 60): RateLimiterAbstract {
  const options = { points, duration, keyPrefix: duration === 60 ? 'rl' : `rl${duration}`, tableName: RATE_LIMIT_TABLE, tableCreated: true };
  if (!db) return new RateLimiterMemory(options);
  const client = String(db.client.config.client);
  if (client === 'pg') return new RateLimiterPostgres({ ...options, storeClient: db, storeType: 'knex' });
  if (client === 'better-sqlite3')
    return new RateLimiterSQLite({
      ...options,
      storeClient: db,
      storeType: 'knex',
      clearExpiredByTimeout: false,
    });
  return new RateLimiterMemory(options);
}

/** Drops the counts that ran out (the stores only overwrite them on the next attempt of the same key). */
export async function purgeExpiredRateLimits(db: Knex): Promise<number> {
  return db(RATE_LIMIT_TABLE).where('expire', '<', Date.now()).del();
}
