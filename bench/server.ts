/** Starts the real server, compiled as production runs it (`apps/server/dist/main.js`), on a free port for a benchmark. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BenchServer {
  url: string;
  /** Time from spawn to the listening line. */
  startMs: number;
  rssMb: () => number;
  /** Sends SIGTERM; resolves once the process has exited. */
  stop: () => Promise<void>;
}

/** How the server is run: compiled (production) or from its TypeScript sources through tsx (development). */
const COMMANDS = { compiled: ['apps/server/dist/main.js'], tsx: ['--import', 'tsx', 'apps/server/src/main.ts'] };
/** Node flags to try on the server (`SERVER_NODE_FLAGS='--optimize-for-size' npm run bench -- api`). */
const NODE_FLAGS = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);

export async function startGrimoire(
  repo: string,
  bundleDir: string,
  env: Record<string, string> = {},
  how: keyof typeof COMMANDS = 'compiled',
): Promise<BenchServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [...NODE_FLAGS, ...COMMANDS[how]], {
    cwd: repo,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', GRIMOIRE_ANNOUNCE_PORT: '1', BUNDLE_DIR: bundleDir, LOG_LEVEL: 'error', DATA_DIR: join(repo, 'data', 'bench'), NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /GRIMOIRE_PORT=(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const startMs = performance.now() - started;
  return {
    url: `http://127.0.0.1:${port}`,
    startMs,
    stop: () => {
      const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
      child.kill('SIGTERM');
      return exited;
    },
    rssMb: () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
      } catch {
        return 0;
      }
    },
  };
}

/**
 * Milliseconds from launch until `GET /api/health` answers 200 (ready: database reached, bundle
 * loaded), and the resident memory then; the median of `runs` launches.
 */
export async function timeToReady(repo: string, bundleDir: string, how: keyof typeof COMMANDS, runs = 3): Promise<{ ms: number; rssMb: number }> {
  const samples: { ms: number; rssMb: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const server = await startGrimoire(repo, bundleDir, {}, how);
    while (!(await fetch(`${server.url}/api/health`).then((r) => r.ok, () => false))) await new Promise((resolve) => setTimeout(resolve, 10));
    samples.push({ ms: performance.now() - started, rssMb: server.rssMb() });
    await server.stop();
  }
  return samples.sort((a, b) => a.ms - b.ms)[Math.floor(runs / 2)]!;
}
