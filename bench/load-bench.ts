/**
 * `npm run bench -- load`: 50 concurrent connections for LOAD_SECONDS (60) on a mix of server-rendered
 * pages and API calls over the real data (item, monster, set and quest pages and lists in both
 * languages, game API lists, gets and searches, public stuffs), three rounds in a row against one
 * server. Prints per round: requests, errors (network errors), timeouts (no answer in 10 s), non-2xx, p50/p99 latency and
 * the server's RSS; then RSS after rounds 2 and 3 as a ratio of after round 1 (a leak grows it).
 * Needs `npm run build`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startGrimoire } from './server';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;
const ROUNDS = 3;

async function idsOf(url: string, path: string): Promise<number[]> {
  const answer = (await (await fetch(url + path)).json()) as { data?: { id: number }[] };
  return (answer.data ?? []).map((doc) => doc.id);
}

/** The request mix: about 40 % pages, 60 % API, each path checked once to answer 200. */
async function requestMix(url: string): Promise<string[]> {
  const items = await idsOf(url, '/api/items?$limit=50&$sort[level]=-1&$select[]=id');
  const monsters = await idsOf(url, '/api/monsters?$limit=20&$select[]=id');
  const sets = await idsOf(url, '/api/item-sets?$limit=20&$select[]=id');
  const quests = await idsOf(url, '/api/quests?$limit=10&$select[]=id');
  const pages = [
    '/fr',
    '/en',
    '/fr/database/objects',
    '/en/database/objects',
    '/fr/database/monsters',
    '/fr/database/item-sets',
    '/fr/almanax',
    ...items.slice(0, 20).map((id, i) => `/${i % 2 ? 'en' : 'fr'}/database/object/${id}`),
    ...monsters.slice(0, 8).map((id) => `/fr/database/monster/${id}`),
    ...sets.slice(0, 8).map((id) => `/fr/database/item-sets/${id}`),
    ...quests.slice(0, 4).map((id) => `/fr/database/quest/${id}`),
  ];
  const api = [
    '/api/version',
    '/api/items?$limit=20',
    '/api/items?$limit=20&level[$gte]=150&$sort[level]=-1',
    '/api/items?name.fr[$search]=gelano',
    '/api/items?name.fr[$search]=anneau&$limit=10',
    '/api/monsters?$limit=20',
    '/api/item-sets?$limit=20',
    '/api/stuffs?$limit=10',
    ...items.map((id) => `/api/items/${id}`),
    ...monsters.map((id) => `/api/monsters/${id}`),
    ...sets.map((id) => `/api/item-sets/${id}`),
  ];
  const mix: string[] = [];
  for (const path of [...pages, ...pages.slice(0, 10), ...api]) {
    const response = await fetch(url + path);
    await response.arrayBuffer();
    if (response.status === 200) mix.push(path);
    else console.log(`  left out of the mix (${response.status}): ${path}`);
  }
  return mix;
}

export async function runLoadBench(repo: string, bundleDir: string): Promise<void> {
  if (!existsSync(join(repo, 'apps/web/build/server/index.js'))) {
    console.log('load bench skipped: the web app is not built (npm run build)');
    return;
  }
  process.env.RATE_LIMIT_PER_MINUTE = '0';
  const server = await startGrimoire(repo, bundleDir);
  try {
    const mix = await requestMix(server.url);
    const pages = mix.filter((path) => !path.startsWith('/api/')).length;
    console.log(
      `${mix.length} paths (${pages} pages, ${mix.length - pages} API), ${CONNECTIONS} connections, ${SECONDS} s per round; server RSS at start ${server.rssMb()} MB`,
    );
    console.log(
      `${'round'.padEnd(6)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'errors'.padStart(7)} ${'timeouts'.padStart(9)} ${'non-2xx'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'RSS MB'.padStart(7)}`,
    );
    const rss: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      let i = 0;
      const result = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
        requests: [{ setupRequest: (req) => ({ ...req, path: mix[i++ % mix.length] }) }],
      });
      rss.push(server.rssMb());
      console.log(
        `${String(round).padEnd(6)} ${String(result.requests.total).padStart(9)} ${String(Math.round(result.requests.average)).padStart(7)} ${String(result.errors - result.timeouts).padStart(7)} ${String(result.timeouts).padStart(9)} ${String(result.non2xx).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(rss[round - 1]).padStart(7)}`,
      );
    }
    const ratio = (n: number) => (rss[n]! / rss[0]!).toFixed(2);
    console.log(
      `RSS after round 2 / round 1: ${ratio(1)}, after round 3 / round 1: ${ratio(2)} (≤ 1.10 = no leak)`,
    );
  } finally {
    server.stop();
  }
}
