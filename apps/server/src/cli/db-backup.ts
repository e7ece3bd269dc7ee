/**
 * `npm run db:backup [-- --out FILE]`: copies the user database (DATABASE_URL) while the server runs.
 * SQLite: online backup into a `.sqlite` file; PostgreSQL: `pg_dump` custom-format `.dump`.
 * Default file: `<DATA_DIR>/backups/grimoire-<UTC time>.<sqlite|dump>`.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { backupDatabase, defaultBackupFile } from '../ops/backup';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const file = values.out
  ? resolve(process.cwd(), values.out)
  : defaultBackupFile(config.dataDir, config.databaseUrl);
try {
  await backupDatabase(config.databaseUrl, file);
  console.log(`backup written to ${file}`);
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
