/**
 * The image cache (apps/server/src/images): pictures served from our own disk against raw `node:http`
 * streaming the same files, in the same run; and the first views, each fetched once from a local fake
 * upstream (its answers take 20 ms, like a near CDN).
 */
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startGrimoire } from './server';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const PICTURES = 200;
/** A PNG-signed 6 KB body: the size of an item icon. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(6 * 1024, 7)]);

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function cannon(url: string, paths: string[], connections: number) {
  let i = 0;
  const result = await autocannon({ url, connections, duration: DURATION_S, requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] });
  return { reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function runImagesBench(repo: string, bundleDir: string): Promise<void> {
  const upstream = createServer((_req, res) => setTimeout(() => res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG), 20));
  const upstreamUrl = await listen(upstream);
  const cacheDir = mkdtempSync(join(tmpdir(), 'grimoire-bench-images-'));
  const grimoire = await startGrimoire(repo, bundleDir, { IMAGE_UPSTREAM_URL: `${upstreamUrl}/img`, IMAGE_CACHE_DIR: cacheDir });
  const paths = Array.from({ length: PICTURES }, (_, i) => `/img/items/${1000 + i}.png`);
  try {
    const started = performance.now();
    await Promise.all(paths.map((p) => fetch(grimoire.url + p).then((r) => r.arrayBuffer())));
    const missMs = performance.now() - started;
    console.log(`first views: ${PICTURES} pictures fetched upstream and kept in ${missMs.toFixed(0)} ms (all at once)`);

    const raw = createServer((req, res) => {
      const file = join(cacheDir, 'main', (req.url ?? '').slice('/img/'.length));
      const { size } = statSync(file);
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': size, 'Cache-Control': 'public, max-age=2592000' });
      createReadStream(file).pipe(res);
    });
    const rawUrl = await listen(raw);
    console.log('| run | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
    for (const connections of [10, 50]) {
      const ours = await cannon(grimoire.url, paths, connections);
      const base = await cannon(rawUrl, paths, connections);
      console.log(`| image hits, ${connections} connections | ${ours.reqPerSec} | ${ours.p50} | ${ours.p99} | ${ours.errors} |`);
      console.log(`| raw node:http, same files | ${base.reqPerSec} | ${base.p50} | ${base.p99} | ${base.errors} |`);
      console.log(`ratio at ${connections} connections: ${(ours.reqPerSec / base.reqPerSec).toFixed(2)}× raw node:http`);
    }
    raw.close();
  } finally {
    grimoire.stop();
    upstream.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

/** robots.txt and every sitemap: the first ask of each (written then) and the next (kept), with the address counts. */
export async function runSitemapBench(repo: string, bundleDir: string): Promise<void> {
  const grimoire = await startGrimoire(repo, bundleDir);
  try {
    const index = await (await fetch(`${grimoire.url}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const round of ['first ask (written)', 'second ask (kept)']) {
      const started = performance.now();
      let urls = 0;
      let bytes = 0;
      for (const file of files) {
        const body = await (await fetch(grimoire.url + file, { headers: { 'accept-encoding': 'identity' } })).text();
        urls += body.split('<url>').length - 1;
        bytes += body.length;
      }
      console.log(`sitemaps, ${round}: ${files.length} files, ${urls} addresses, ${(bytes / 1e6).toFixed(1)} MB in ${(performance.now() - started).toFixed(0)} ms`);
    }
  } finally {
    grimoire.stop();
  }
}
