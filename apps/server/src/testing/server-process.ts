import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import knex from 'knex';

const SERVER_DIR = resolve(fileURLToPath(import.meta.url), '../../..');

export type DatabaseKind = 'sqlite' | 'postgres';

/** The databases API tests run against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Output of the process so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  database?: DatabaseKind;
  /** Bundle folder to serve; defaults to an empty data dir (empty store). */
  bundleDir?: string;
  env?: Record<string, string>;
}

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped by the returned function. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `grimoire_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = knex({ client: 'pg', connection: adminUrl });
  await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = knex({ client: 'pg', connection: adminUrl });
      await again.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.destroy();
    },
  };
}

/** Starts `src/main.ts` as a real child process on a free port and waits until it listens. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'grimoire-test-'));
  const pg = options.database === 'postgres' ? await createPostgresDatabase() : undefined;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      GRIMOIRE_ANNOUNCE_PORT: '1',
      DATA_DIR: dataDir,
      BUNDLE_DIR: options.bundleDir ?? join(dataDir, 'bundle'),
      DATABASE_URL: pg?.url ?? `sqlite:${join(dataDir, 'grimoire.sqlite')}`,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /GRIMOIRE_PORT=(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Small JSON fetch helper for API tests. */
export async function api(
  server: RunningServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> { // eslint-disable-line @typescript-eslint/no-explicit-any -- test responses are asserted field by field
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: response.status, body, headers: response.headers };
}
