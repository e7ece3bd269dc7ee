import type { Knex } from 'knex';

/** A tiny key/value table for server-side settings (schema version checks, first-run flags). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('settings', (t) => {
    t.string('key', 100).primary();
    t.text('value').notNullable();
    t.timestamp('updatedAt').notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('settings');
}
