/**
 * Backups of the user database. SQLite: SQLite's online backup API (better-sqlite3 `backup`), safe while
 * the server writes. PostgreSQL: `pg_dump --format=custom` and `pg_restore --clean --single-transaction`
 * (Debian package `postgresql-client`, whose major version must be at least the server's).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { isPostgresUrl, openDatabase } from '../db/knex';

const sqliteFile = (databaseUrl: string) => databaseUrl.replace(/^sqlite:/, '');

/** `data/backups/grimoire-2026-11-25T04-13-00Z.sqlite` (or `.dump` for PostgreSQL). */
export function defaultBackupFile(dataDir: string, databaseUrl: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return join(dataDir, 'backups', `grimoire-${stamp}.${isPostgresUrl(databaseUrl) ? 'dump' : 'sqlite'}`);
}

function run(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new Error(
      `${tool} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`,
    );
  if (result.status !== 0) throw new Error(`${tool} failed (exit ${result.status}): ${result.stderr.trim()}`);
}

export async function backupDatabase(databaseUrl: string, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  if (isPostgresUrl(databaseUrl)) {
    run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ]);
    return;
  }
  const source = sqliteFile(databaseUrl);
  if (!existsSync(source)) throw new Error(`no SQLite database at ${source}`);
  const db = new Database(source, { fileMustExist: true });
  try {
    await db.backup(file);
  } finally {
    db.close();
  }
}

/**
 * Replaces the database's content with the backup's, then applies the migrations the backup predates.
 * Stop the server first: processes still running would keep serving (and writing) the old rows.
 */
export async function restoreDatabase(databaseUrl: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  if (isPostgresUrl(databaseUrl)) {
    run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${databaseUrl}`,
      file,
    ]);
  } else {
    const target = sqliteFile(databaseUrl);
    mkdirSync(dirname(target), { recursive: true });
    const backup = new Database(file, { readonly: true, fileMustExist: true });
    try {
      // The backup API writes every page into the target through SQLite (its WAL and locks included).
      await backup.backup(target);
    } finally {
      backup.close();
    }
  }
  const db = await openDatabase(databaseUrl);
  await db.destroy();
}
