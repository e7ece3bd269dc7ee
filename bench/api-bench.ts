/**
 * API throughput and latency against a raw `node:http` baseline answering the same bytes, in the
 * same run: a cached list query, uncached `$search`es and `$regex`es over all items, an item `get`, and
 * treasure-hunt steps, repeated (answers kept by exact URL until the hints change) and asked for the
 * first time (each path distinct: computed on every request). "Uncached" rows ask more distinct
 * paths than the answer cache keeps (apps/server/src/answer-cache: 20,000), so none comes from it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { startGrimoire, timeToReady } from './server';

export interface BenchRow {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
}

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

/** A raw server that answers every request with the given bytes and headers. */
async function startRaw(body: Buffer, headers: Record<string, string>): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function cannon(name: string, url: string, paths: string[], connections = CONNECTIONS): Promise<BenchRow> {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  return { name, reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

export async function pair(label: string, grimoireUrl: string, paths: string[], connections = CONNECTIONS): Promise<BenchRow[]> {
  const sample = await fetch(grimoireUrl + paths[0]);
  const body = Buffer.from(await sample.arrayBuffer());
  const raw = await startRaw(body, { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' });
  try {
    const ours = await cannon(label, grimoireUrl, paths, connections);
    const baseline = await cannon(`${label} (raw node:http)`, raw.url, paths, connections);
    return [ours, baseline];
  } finally {
    raw.server.close();
  }
}

/**
 * Treasure-hunt steps that all find their clue: for maps holding a few clues, the step starting
 * 1–3 maps south of the map, looking north (each with and without the `clue` filter).
 */
export async function treasureHuntPaths(url: string): Promise<string[]> {
  const clues = (await (await fetch(`${url}/api/point-of-interest?$limit=20&$select[]=id`)).json()) as { data: { id: number }[] };
  const paths: string[] = [];
  for (const { id } of clues.data) {
    const maps = (await (await fetch(`${url}/api/clue-maps?clueId=${id}`)).json()) as { data: { posX: number; posY: number }[] };
    for (const map of maps.data.slice(0, 60))
      for (const back of [1, 2, 3]) {
        paths.push(`/api/treasure-hunt?x=${map.posX}&y=${map.posY + back}&direction=6&clue=${id}`);
        paths.push(`/api/treasure-hunt?x=${map.posX}&y=${map.posY + back}&direction=6&$limit=50&lang=fr`);
      }
  }
  return paths;
}

/** The same steps under query strings never asked before (page sizes 1–50 × the five languages; 100,000 of them). */
function firstAsks(paths: string[]): string[] {
  const langs = ['fr', 'en', 'es', 'de', 'pt'];
  return Array.from({ length: 50 * langs.length }, (_, n) => paths.map((p) => `${p.replace(/&\$limit=50&lang=fr$/, '')}&$limit=${1 + (n % 50)}&lang=${langs[Math.floor(n / 50)]}`))
    .flat()
    .slice(0, 100_000);
}

export async function runApiBench(repo: string, bundleDir: string): Promise<void> {
  const compiled = await timeToReady(repo, bundleDir, 'compiled');
  const tsx = await timeToReady(repo, bundleDir, 'tsx');
  console.log(
    `launch to /api/health ready (median of 3): compiled ${Math.round(compiled.ms)} ms, RSS ${compiled.rssMb} MB; through tsx ${Math.round(tsx.ms)} ms, RSS ${tsx.rssMb} MB (${(compiled.ms / tsx.ms).toFixed(2)}×)`,
  );
  const server = await startGrimoire(repo, bundleDir);
  try {
    console.log(`server start: ${Math.round(server.startMs)} ms, RSS after start: ${server.rssMb()} MB (bundle ${bundleDir})`);
    const items = (await (await fetch(`${server.url}/api/items?$limit=50&$select[]=id&$select[]=slug`)).json()) as {
      data: { id: number; slug: { fr: string } }[];
    };
    const terms = [...new Set(items.data.flatMap((i) => i.slug.fr.split('-')).filter((w) => w.length >= 3))].slice(0, 40);
    // Every request is a distinct query (term × $skip), so the answer cache never hits.
    const searchPaths = Array.from({ length: 2500 }, (_, skip) => terms.map((t) => `/api/items?name[$search]=${t}&$skip=${skip}`)).flat();
    // DofusDB clients' favourite: a case-insensitive `$regex` on the French name, each one distinct.
    const regexPaths = Array.from({ length: 2500 }, (_, skip) =>
      terms.map((t) => `/api/items?name.fr[$regex]=${encodeURIComponent(`(?i)${t}`)}&$skip=${skip}`),
    ).flat();
    const huntPaths = await treasureHuntPaths(server.url);
    // The site search over every kind (MiniSearch, typos tolerated), each query distinct: a term with a
    // letter added, in both languages (~43,000 paths: more than the answer cache keeps, so none repeats
    // from it).
    const sitePaths = terms.flatMap((t) =>
      ['', ...'abcdefghijklmnopqrstuvwxyz'].flatMap((extra) =>
        ['fr', 'en'].flatMap((lang) => Array.from({ length: 20 }, (_, i) => `/api/search?q=${encodeURIComponent(t + extra)}&lang=${lang}&limit=${i + 1}`)),
      ),
    );
    const rows = [
      ...(await pair('cached list query', server.url, ['/api/items?level[$gte]=50&$sort[level]=-1&$limit=50'])),
      ...(await pair('uncached $search over all items', server.url, searchPaths)),
      ...(await pair('uncached $search, 1 connection', server.url, searchPaths.slice().reverse(), 1)),
      ...(await pair('uncached $regex (?i), 1 connection', server.url, regexPaths, 1)),
      ...(await pair('uncached site search (every kind)', server.url, sitePaths)),
      ...(await pair('uncached site search, 1 connection', server.url, sitePaths.slice().reverse(), 1)),
      ...(await pair('item get', server.url, [`/api/items/${items.data[0]?.id ?? 1}`])),
      ...(await pair(`treasure-hunt, ${huntPaths.length} steps repeated`, server.url, huntPaths)),
      ...(await pair('treasure-hunt, every step a first ask', server.url, firstAsks(huntPaths))),
    ];
    console.log(`\n${'benchmark'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'× raw'.padStart(7)}`);
    for (let i = 0; i < rows.length; i += 2) {
      const [ours, raw] = [rows[i], rows[i + 1]];
      for (const row of [ours, raw]) {
        const ratio = row === ours ? (ours.reqPerSec / Math.max(1, raw.reqPerSec)).toFixed(2) : '1.00';
        console.log(`${row.name.padEnd(44)} ${String(row.reqPerSec).padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${ratio.padStart(7)}`);
      }
    }
    // V8 lets its heap grow under load and gives the pages back once the process is idle (its memory reducer).
    const busy = server.rssMb();
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    console.log(`\nRSS right after the runs: ${busy} MB; after 15 s idle: ${server.rssMb()} MB`);
  } finally {
    server.stop();
  }
}
