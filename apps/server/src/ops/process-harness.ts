/** Test helper: the real server (`src/main.ts`) as a child process the test can signal or kill outright. */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = resolve(fileURLToPath(import.meta.url), '../../..');

export interface ServerChild {
  child: ChildProcess;
  url: string;
  port: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns the server with exactly these settings (DATA_DIR, DATABASE_URL… given by the test) and waits until it listens. */
export async function spawnServer(env: Record<string, string>, script = 'src/main.ts'): Promise<ServerChild> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      GRIMOIRE_ANNOUNCE_PORT: '1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'harness-secret',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const poll = setInterval(() => {
      const match = /GRIMOIRE_PORT=(\d+)/.exec(output);
      if (match) {
        clearInterval(poll);
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    }, 20);
    void exited.then(({ code }) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, port, output: () => output, exited };
}

/** SIGTERM (or SIGKILL) and wait for the exit. */
export async function stopChild(
  server: ServerChild | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}
