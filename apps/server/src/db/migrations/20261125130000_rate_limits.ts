import type { Knex } from 'knex';

/**
 * `rate_limits`: the shared store of the per-IP rate limits (rate-limiter-flexible's PostgreSQL and
 * SQLite stores, `hooks/rate-limit-store.ts`), so every server process on one database counts the
 * same attempts. Same columns as the library creates itself (`key`, `points`, `expire` in epoch ms).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
