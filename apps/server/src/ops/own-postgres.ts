/** Test helper: a throwaway PostgreSQL cluster of the test's own (initdb + pg_ctl), to stop and start at will. */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** Where initdb and pg_ctl live: PG_BIN, the PATH, or Debian's /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(): string | undefined {
  const candidates = [process.env.PG_BIN, ...(process.env.PATH ?? '').split(':')];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian))
    for (const version of readdirSync(debian).sort().reverse()) candidates.push(join(debian, version, 'bin'));
  return candidates.find(
    (dir) => !!dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  );
}

export interface OwnPostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

/** initdb refuses to run as root: as root the cluster belongs to the `postgres` user. */
function runAs(bin: string, args: string[]): void {
  if (userInfo().uid === 0) {
    const quoted = [bin, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  } else {
    execFileSync(bin, args, { stdio: 'pipe' });
  }
}

export function startOwnPostgres(binDir: string, port: number): OwnPostgres {
  const root = mkdtempSync(join(tmpdir(), 'grimoire-own-pg-'));
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(root, uid, uid);
  }
  const data = join(root, 'data');
  runAs(join(binDir, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    runAs(join(binDir, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(root, 'log'), '-w', 'start']);
  const stop = () => runAs(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        runAs(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
