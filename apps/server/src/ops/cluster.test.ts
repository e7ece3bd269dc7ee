/** `npm run start:cluster`: N worker processes behind one port, refused without JWT_SECRET. */
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnServer, stopChild } from './process-harness';

/** One fresh connection per call, so the primary hands each to the next worker. */
function livePid(url: string): Promise<number> {
  return new Promise((resolvePid, reject) => {
    get(`${url}/api/health?probe=live`, { agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolvePid((JSON.parse(text) as { pid: number }).pid));
    }).on('error', reject);
  });
}

describe('start:cluster', () => {
  it('serves one port from two worker processes and stops them all on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'grimoire-cluster-'));
    const cluster = await spawnServer(
      { DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'db.sqlite')}`, CLUSTER_WORKERS: '2' },
      'src/cluster.ts',
    );
    // PORT=0: the first worker picks a free port and node:cluster gives the same one to the other.
    try {
      const pids = new Set<number>();
      for (let i = 0; i < 200 && pids.size < 2; i++) {
        pids.add(await livePid(cluster.url).catch(() => 0));
        pids.delete(0);
        if (pids.size < 2) await new Promise((r) => setTimeout(r, 50));
      }
      expect(pids.size).toBe(2);
      expect(pids.has(cluster.child.pid!)).toBe(false);
      cluster.child.kill('SIGTERM');
      expect(await cluster.exited).toEqual({ code: 0, signal: null });
    } finally {
      await stopChild(cluster, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses to start without JWT_SECRET', async () => {
    await expect(spawnServer({ JWT_SECRET: '', CLUSTER_WORKERS: '2' }, 'src/cluster.ts')).rejects.toThrow(
      /JWT_SECRET must be set/,
    );
  });
});
