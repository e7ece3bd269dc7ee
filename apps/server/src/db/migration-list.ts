/**
 * Every migration, imported statically and named as Knex first recorded it (the file name, with its
 * `.ts`): a migration source that works the same under tsx, Vitest and the compiled server (whose
 * bundle has no migration files to list). A new file in `migrations/` goes here too; the test beside
 * this file fails until it does.
 */
import type { Knex } from 'knex';
import * as m20261122000000 from './migrations/20261122000000_init';
import * as m20261122120000 from './migrations/20261122120000_stuffs';
import * as m20261122130000 from './migrations/20261122130000_accounts';
import * as m20261123000000 from './migrations/20261123000000_password_changed_at';
import * as m20261124100000 from './migrations/20261124100000_workbenches';
import * as m20261124100100 from './migrations/20261124100100_stuff_share_ids';
import * as m20261125100000 from './migrations/20261125100000_map_clues';
import * as m20261125110000 from './migrations/20261125110000_breeding_selections';
import * as m20261125120000 from './migrations/20261125120000_community_boards';
import * as m20261125130000 from './migrations/20261125130000_rate_limits';
import * as m20261125140000 from './migrations/20261125140000_back_office';
import * as m20261126090000 from './migrations/20261126090000_map_clue_edits';
import * as m20261128100000 from './migrations/20261128100000_bug_report_queue';
import * as m20261128110000 from './migrations/20261128110000_content_reports';
import * as m20261128120000 from './migrations/20261128120000_build_lab';

type Migration = Pick<Knex.Migration, 'up' | 'down'>;

export const MIGRATIONS: readonly (readonly [string, Migration])[] = [
  ['20261122000000_init.ts', m20261122000000],
  ['20261122120000_stuffs.ts', m20261122120000],
  ['20261122130000_accounts.ts', m20261122130000],
  ['20261123000000_password_changed_at.ts', m20261123000000],
  ['20261124100000_workbenches.ts', m20261124100000],
  ['20261124100100_stuff_share_ids.ts', m20261124100100],
  ['20261125100000_map_clues.ts', m20261125100000],
  ['20261125110000_breeding_selections.ts', m20261125110000],
  ['20261125120000_community_boards.ts', m20261125120000],
  ['20261125130000_rate_limits.ts', m20261125130000],
  ['20261125140000_back_office.ts', m20261125140000],
  ['20261126090000_map_clue_edits.ts', m20261126090000],
  ['20261128100000_bug_report_queue.ts', m20261128100000],
  ['20261128110000_content_reports.ts', m20261128110000],
  ['20261128120000_build_lab.ts', m20261128120000],
];

const byName = new Map(MIGRATIONS);

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => MIGRATIONS.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = byName.get(name);
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration as Knex.Migration;
  },
};
