/** Test helpers for account-related API tests (real server process, real database). */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import knex from 'knex';
import { api, startServer, type DatabaseKind, type RunningServer } from '../../testing/server-process';

const SERVER_DIR = resolve(fileURLToPath(import.meta.url), '../../../..');
export const PASSWORD = 'correct-horse-1';

export interface AccountsServer {
  server: RunningServer;
  /** The server's database, so the CLI can reach it. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** A fresh database on the TEST_DATABASE_URL server, dropped by `drop`. */
export async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `grimoire_accounts_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
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

/** Starts the server on SQLite or a fresh PostgreSQL database whose URL the test keeps. */
export async function startAccountsServer(
  database: DatabaseKind,
  env: Record<string, string> = {},
): Promise<AccountsServer> {
  const pg = database === 'postgres' ? await postgresDatabase() : undefined;
  const server = await startServer({
    database: 'sqlite',
    env: { ...(pg ? { DATABASE_URL: pg.url } : {}), ...env },
  });
  return {
    server,
    databaseUrl: pg?.url ?? `sqlite:${join(server.dataDir, 'grimoire.sqlite')}`,
    async stop() {
      await server.stop();
      await pg?.drop();
    },
  };
}

/** Runs `user-create` against the server's database. */
export function runUserCreate(
  ctx: AccountsServer,
  args: string[],
  password: string | undefined = PASSWORD,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/user-create.ts', ...args], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATA_DIR: ctx.server.dataDir,
        DATABASE_URL: ctx.databaseUrl,
        LOG_LEVEL: 'warn',
        ...(password !== undefined ? { GRIMOIRE_PASSWORD: password } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolvePromise({ code, output }));
  });
}

export const signUp = (server: RunningServer, username: string, password = PASSWORD) =>
  api(server, '/api/users', { method: 'POST', body: { username, password } });

export const signIn = (server: RunningServer, username: string, password = PASSWORD) =>
  api(server, '/api/authentication', { method: 'POST', body: { strategy: 'local', username, password } });

export interface Account {
  id: number;
  username: string;
  token: string;
}

/** Signs up and signs in a new account. */
export async function newAccount(server: RunningServer, username: string): Promise<Account> {
  const created = await signUp(server, username);
  if (created.status !== 201)
    throw new Error(`sign-up of ${username} failed: ${JSON.stringify(created.body)}`);
  const auth = await signIn(server, username);
  if (auth.status !== 201) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(auth.body)}`);
  return { id: created.body._id, username, token: auth.body.accessToken };
}

/** Creates an account with a role through the CLI (the only way to get one), then signs in. */
export async function newStaffAccount(
  ctx: AccountsServer,
  username: string,
  role: 'admin' | 'moderator',
): Promise<Account> {
  const { code, output } = await runUserCreate(ctx, ['--username', username, '--role', role]);
  if (code !== 0) throw new Error(`user-create failed: ${output}`);
  const auth = await signIn(ctx.server, username);
  return { id: auth.body.user._id, username, token: auth.body.accessToken };
}
