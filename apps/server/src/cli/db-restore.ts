/**
 * `npm run db:restore -- FILE`: replaces the user database (DATABASE_URL) with a `db:backup` file, then
 * applies newer migrations. Stop every server process first.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreDatabase } from '../ops/backup';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run db:restore -- FILE   (stop the server first)');
  process.exit(2);
}
const config = loadConfig();
const file = resolve(process.cwd(), positionals[0]!);
try {
  await restoreDatabase(config.databaseUrl, file);
  console.log(`database restored from ${file}`);
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exit(1);
}
