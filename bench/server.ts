/** Starts the real server (`apps/server/src/main.ts`) on a free port for a benchmark. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BenchServer {
  url: string;
  /** Time from spawn to the listening line. */
  startMs: number;
  rssMb: () => number;
  stop: () => void;
}

export async function startGrimoire(repo: string, bundleDir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
    stop: () => child.kill('SIGTERM'),
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
