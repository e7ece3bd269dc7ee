import type { Knex } from 'knex';

/**
 * Workbenches (spec §3). `_id` is a random 128-bit share id (base64url), never a counter: an
 * unreferenced workbench is reachable by its link only. Crafts, held quantities and hidden
 * sub-recipes are JSON text, read and written whole.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('workbenches', (t) => {
    t.string('_id', 32).primary();
    // The owner's user id as text, as `stuffs.author`.
    t.string('userId', 64).notNullable();
    t.string('name', 60).notNullable();
    t.string('shared', 12).notNullable().defaultTo('private');
    t.text('items').notNullable();
    t.text('currentQuantities').notNullable();
    t.text('hiddenSubRecipes').notNullable();
    // ISO-8601 UTC text: sorts chronologically and reads the same on SQLite and PostgreSQL.
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.index(['userId', 'createdAt']);
    t.index(['shared', 'updatedAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('workbenches');
}
