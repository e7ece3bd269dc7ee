import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/** The fingerprint as this migration computes it (frozen here: `bug-reports/fingerprint.ts` may evolve). */
function fingerprint(title: string, page: string | null): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const path = (page ?? '').split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase();
  return createHash('sha256').update(`${words}\n${path}`).digest('hex').slice(0, 32);
}

/**
 * The bug-report queue: a status (open, closed, spam) with who set it and when, and a fingerprint
 * grouping duplicates. Reports already there are open and get their fingerprint.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bug_reports', (t) => {
    t.string('status', 8).notNullable().defaultTo('open');
    t.string('fingerprint', 32).notNullable().defaultTo('');
    t.string('statusChangedAt', 30).nullable();
    t.string('statusChangedBy', 64).nullable();
    t.index(['status', 'createdAt']);
    t.index(['fingerprint']);
  });
  const rows = (await knex('bug_reports').select('_id', 'title', 'page')) as { _id: number; title: string; page: string | null }[];
  for (const row of rows) await knex('bug_reports').where('_id', row._id).update({ fingerprint: fingerprint(row.title, row.page) });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bug_reports', (t) => {
    t.dropIndex(['status', 'createdAt']);
    t.dropIndex(['fingerprint']);
    t.dropColumn('status');
    t.dropColumn('fingerprint');
    t.dropColumn('statusChangedAt');
    t.dropColumn('statusChangedBy');
  });
}
