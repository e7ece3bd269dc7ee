import type { Knex } from 'knex';

/**
 * Treasure hints (spec §3/§4): "clue C is on the map at (x, y)" (`present`) or "clue C is not on
 * that map" (`absent`), their moderation state, and one reliability vote per user and hint.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('map_clues', (t) => {
    t.increments('_id').primary();
    t.integer('clueId').notNullable();
    t.integer('posX').notNullable();
    t.integer('posY').notNullable();
    t.integer('worldMap').notNullable();
    t.string('kind', 10).notNullable();
    // pending | validated | rejected
    t.string('status', 10).notNullable().defaultTo('pending');
    // Sum of the votes (+1/-1), the author's own +1 included.
    t.integer('reliability').notNullable().defaultTo(0);
    t.integer('user').unsigned().nullable().references('_id').inTable('users').onDelete('SET NULL');
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.unique(['clueId', 'posX', 'posY', 'worldMap', 'kind']);
    t.index(['status', 'createdAt']);
  });
  await knex.schema.createTable('map_clue_votes', (t) => {
    t.integer('hint').unsigned().notNullable().references('_id').inTable('map_clues').onDelete('CASCADE');
    t.integer('user').unsigned().notNullable().references('_id').inTable('users').onDelete('CASCADE');
    t.integer('value').notNullable();
    t.string('createdAt', 30).notNullable();
    t.primary(['hint', 'user']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('map_clue_votes');
  await knex.schema.dropTable('map_clues');
}
