import type { Knex } from 'knex';

/**
 * Back office `poi/from-map`: clues staff add to a map (`present`) or take off it (`absent`), over
 * what the data and the players' hints say. One row per map and clue; every write is in the audit log.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('map_clue_edits', (t) => {
    t.increments('_id').primary();
    t.integer('mapId').notNullable();
    t.integer('clueId').notNullable();
    t.string('kind', 8).notNullable();
    // Copied from the map's position, as the treasure-hunt index lays edits over positions.
    t.integer('posX').notNullable();
    t.integer('posY').notNullable();
    t.integer('worldMap').notNullable();
    t.integer('subAreaId');
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.unique(['mapId', 'clueId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('map_clue_edits');
}
