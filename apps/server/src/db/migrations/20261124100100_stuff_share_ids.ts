import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * `stuffs.shareId`: the random 128-bit id of a stuff's links. Counter ids let anyone open hidden
 * stuffs by trying 1, 2, 3…; from now on the API answers and links with `shareId`, and an integer id
 * only opens a public stuff (so links shared before keep working) or the caller's own.
 */
const INDEX = 'stuffs_shareid_unique';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stuffs', (t) => {
    t.string('shareId', 32).nullable();
  });
  const rows = await knex('stuffs').select<{ id: number }[]>('id');
  for (const row of rows) {
    await knex('stuffs')
      .where('id', row.id)
      .update({ shareId: randomBytes(16).toString('base64url') });
  }
  await knex.schema.alterTable('stuffs', (t) => {
    t.unique(['shareId'], { indexName: INDEX });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stuffs', (t) => {
    t.dropUnique(['shareId'], INDEX);
  });
  // Native DROP COLUMN on both databases (Knex's SQLite `dropColumn` rebuilds the table, and
  // `stuff_items` cascades on it).
  await knex.raw('ALTER TABLE ?? DROP COLUMN ??', ['stuffs', 'shareId']);
}
