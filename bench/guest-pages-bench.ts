/**
 * `npm run bench -- guest-pages`: signed-out readers of a hundred distinct encyclopedia pages (items,
 * monsters and sets in both languages), once each page is kept (apps/server/src/web/page-cache.ts),
 * against a raw `node:http` server answering the same bytes by path, in the same run, at 50
 * connections. Then the same pages for a reader with a session cookie (rendered every time), for scale.
 * Needs `npm run build`.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startGrimoire } from './server';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

async function idsOf(url: string, path: string): Promise<number[]> {
  const answer = (await (await fetch(url + path)).json()) as { data?: { id: number }[] };
  return (answer.data ?? []).map((doc) => doc.id);
}

async function cannon(url: string, paths: string[], headers: Record<string, string> = {}) {
  let i = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  return { reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

export async function runGuestPagesBench(repo: string, bundleDir: string): Promise<void> {
  if (!existsSync(join(repo, 'apps/web/build/server/index.js'))) {
    console.log('guest pages bench skipped: the web app is not built (npm run build)');
    return;
  }
  const server = await startGrimoire(repo, bundleDir);
  const raw = createServer();
  try {
    const items = await idsOf(server.url, '/api/items?$limit=30&$sort[level]=-1&$select[]=id');
    const monsters = await idsOf(server.url, '/api/monsters?$limit=10&$select[]=id');
    const sets = await idsOf(server.url, '/api/item-sets?$limit=10&$select[]=id');
    const paths = ['fr', 'en']
      .flatMap((lang) => [
        ...items.map((id) => `/${lang}/database/object/${id}`),
        ...monsters.map((id) => `/${lang}/database/monster/${id}`),
        ...sets.map((id) => `/${lang}/database/item-sets/${id}`),
      ])
      .slice(0, 100);
    // Each page rendered once, then read back from the cache: the raw server answers those bytes.
    const pages = new Map<string, { body: Buffer; headers: Record<string, string> }>();
    let kept = 0;
    for (const path of paths) {
      await (await fetch(server.url + path, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer();
      const answer = await fetch(server.url + path, { headers: { 'Accept-Encoding': 'identity' } });
      const body = Buffer.from(await answer.arrayBuffer());
      if (answer.headers.get('etag')) kept++;
      pages.set(path, {
        body,
        headers: {
          'content-type': answer.headers.get('content-type') ?? 'text/html',
          'cache-control': answer.headers.get('cache-control') ?? '',
          etag: answer.headers.get('etag') ?? '',
          'content-security-policy': answer.headers.get('content-security-policy') ?? '',
        },
      });
    }
    raw.on('request', (req, res) => {
      const page = pages.get(req.url ?? '');
      if (!page) return res.writeHead(404).end();
      res.writeHead(200, page.headers);
      res.end(page.body);
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
    const size = [...pages.values()].reduce((sum, page) => sum + page.body.length, 0) / pages.size;
    console.log(`${paths.length} pages (${kept} answered from the cache on a second read), ${Math.round(size / 1024)} KB of HTML on average, ${CONNECTIONS} connections, ${DURATION_S} s each`);
    const ours = await cannon(server.url, paths);
    const baseline = await cannon(rawUrl, paths);
    const signedIn = await cannon(server.url, paths, { Cookie: 'grimoire_token=bench' });
    const row = (name: string, r: Awaited<ReturnType<typeof cannon>>, ratio: string) =>
      console.log(`${name.padEnd(40)} ${String(r.reqPerSec).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${ratio.padStart(7)} ${String(r.non2xx + r.errors).padStart(7)}`);
    console.log(`${'benchmark'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'× raw'.padStart(7)} ${'failed'.padStart(7)}`);
    row('guest pages, kept', ours, (ours.reqPerSec / Math.max(1, baseline.reqPerSec)).toFixed(2));
    row('guest pages (raw node:http, same bytes)', baseline, '1.00');
    row('session cookie (rendered every time)', signedIn, (signedIn.reqPerSec / Math.max(1, baseline.reqPerSec)).toFixed(2));
    console.log(`RSS after the runs: ${server.rssMb()} MB`);
  } finally {
    raw.close();
    server.stop();
  }
}
