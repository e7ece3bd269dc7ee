import type { Knex } from 'knex';

/**
 * Breeding selections (spec §3 other stores): per user and family, the owned males and females as
 * colour-combination true/false maps (JSON text, read and written whole). One row per (user, family).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('breeding_selections', (t) => {
    // The owner's user id as text, as `workbenches.userId`.
    t.string('userId', 64).notNullable();
    t.string('family', 16).notNullable();
    t.text('male').notNullable();
    t.text('female').notNullable();
    // ISO-8601 UTC text: reads the same on SQLite and PostgreSQL.
    t.string('updatedAt', 30).notNullable();
    t.primary(['userId', 'family']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('breeding_selections');
}
