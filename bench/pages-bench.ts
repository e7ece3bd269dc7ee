/**
 * Page figures against the built server, one page of every type (spec §2 routes and the tools):
 * first-load JavaScript (gzip, every script the HTML loads; and "JS br", the bytes a browser accepting
 * brotli receives), render-blocking CSS (gzip, every stylesheet it links), server-rendering time
 * (p50 of 20 sequential requests on one connection)
 * and Lighthouse mobile scores: performance and accessibility as the median of three runs after a
 * warm-up, with the metrics of the median run. Needs `npm run build` and Debian's Chromium.
 * `PAGES=home,item list` limits the run to those pages.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoadJs } from './first-load';
import { startH2Proxy } from './h2-proxy';
import { startGrimoire } from './server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Only for the HTTP/2 proxy's throwaway certificate (mapInteractive).
  '--ignore-certificate-errors',
];
const RUNS = 3;

async function firstId(url: string, path: string): Promise<number | string | undefined> {
  try {
    const page = (await (await fetch(`${url}/api/${path}`)).json()) as { data?: { id: number | string }[] };
    return page.data?.[0]?.id;
  } catch {
    return undefined;
  }
}

/** A public stuff to view (the bench database starts empty), wearing a ring: an empty stuff is refused. */
async function benchStuff(url: string): Promise<string | undefined> {
  const ring = await firstId(url, 'items?typeId=9&$limit=1&$select[]=id');
  const base = { vitality: 0, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 };
  const answer = await fetch(`${url}/api/stuffs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      level: 200,
      items: { ring1: ring },
      base,
      parchment: base,
      exo: [],
      forgemagie: {},
      breed: 1,
      sexe: 'male',
      pinned_spells: [],
      title: 'Bench build',
      sharing: 'public',
    }),
  });
  const stuff = (await answer.json()) as { id?: string };
  return stuff.id;
}

async function pagesOf(url: string): Promise<Record<string, string>> {
  const id = async (path: string) => (await firstId(url, path)) ?? 1;
  const stuff = await benchStuff(url);
  const pages: Record<string, string> = {
    home: '/fr',
    'item list': '/fr/database/objects',
    'item detail': `/fr/database/object/${await id('items?$limit=1&$sort[level]=-1&isEquipment=true')}`,
    'set list': '/fr/database/item-sets',
    'set detail': `/fr/database/item-sets/${await id('item-sets?$limit=1&$sort[level]=-1')}`,
    'monster list': '/en/database/monsters',
    'monster detail': `/en/database/monster/${await id('monsters?$limit=1&$sort[id]=1')}`,
    'class list': '/fr/database/breeds',
    'class detail': `/fr/database/breeds/${await id('breeds?$limit=1')}`,
    'spell detail': `/en/database/spells/${await id('spells?$limit=1&$sort[id]=-1&breedId[$gt]=0')}`,
    'quest list': '/fr/database/quests',
    'quest detail': `/fr/database/quest/${await id('quests?$limit=1&levelMin[$gte]=20')}`,
    'achievement list': '/fr/database/achievements',
    'achievement detail': `/fr/database/achievements/${await id('achievements?$limit=1')}`,
    'dungeon list': '/fr/database/dungeons',
    'dungeon detail': `/fr/database/dungeon/${await id('dungeons?$limit=1')}`,
    'challenge list': '/fr/database/challenges',
    'haven-bag list': '/fr/database/havenbags',
    almanax: '/fr/almanax',
    temporis: '/fr/temporis',
    'sign-in': '/fr/signin',
    'stuff creator': '/fr/tools/stuff/creator',
    ...(stuff
      ? {
          'stuff view': `/fr/tools/stuff/${stuff}`,
          // Opened by someone who does not own it (the bench's browser holds no secret): the editor, read-only.
          'stuff editor': `/fr/tools/stuff/editor/${stuff}`,
          'stuff copy': `/fr/tools/stuff/copy/${stuff}`,
        }
      : {}),
    'stuff list': '/fr/tools/stuffs',
    workbench: '/fr/tools/workbenchs',
    'job XP': '/fr/tools/jobs-xp?job=27&to=100',
    'treasure hunt': '/fr/tools/treasure-hunt?x=-20&y=-36&direction=6',
    'treasure /pip': '/pip/fr/tools/treasure-hunt?x=-20&y=-36&direction=6',
    breeding: '/fr/tools/breeding/crossing/muldo',
    portals: '/fr/tools/portals',
    'group finder': '/fr/tools/group-finder',
    'world map': '/fr/tools/map',
  };
  const only = process.env.PAGES?.split(',').map((name) => name.trim());
  return only ? Object.fromEntries(Object.entries(pages).filter(([name]) => only.includes(name))) : pages;
}

/** Render-blocking CSS: every stylesheet the server-rendered HTML links, gzipped one by one. */
async function blockingCss(pageUrl: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  let total = 0;
  for (const match of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"#]+)[^"]*"/g)) {
    const body = Buffer.from(await (await fetch(new URL(match[1], pageUrl))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/**
 * Server time of the HTML: p50 of 20 sequential requests on one connection (after one warm-up).
 * Signed out, the encyclopedia's pages come from the page cache after the first render
 * (apps/server/src/web/page-cache.ts); an (empty) session cookie forces a render every time.
 * A redirect is timed as such, not followed: the class list sends each reader to a class drawn at
 * random, whose first renders the class detail row already measures.
 */
async function ssrP50(pageUrl: string, headers: Record<string, string> = {}): Promise<number> {
  const get = async () => (await fetch(pageUrl, { headers, redirect: 'manual' })).text();
  await get();
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await get();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[10];
}

/**
 * When the world map is interactive on a phone: one Lighthouse mobile run with applied throttling
 * (CPU slowed 4x, slow 4G) reads the page's `grimoire:map-interactive` mark (cells drawn, map
 * panning and zooming; apps/web/app/features/map/LeafletMap.tsx), from the navigation start. It is
 * read twice: straight from the server (HTTP/1.1, six connections), and through an HTTP/2 TLS proxy
 * like the production front the README describes (bench/h2-proxy.ts).
 */
async function mapInteractive(port: number, url: string): Promise<string> {
  const markOf = async (pageUrl: string) => {
    const result = await lighthouse(pageUrl, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'devtools',
    });
    const timings = (result?.lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? [];
    const mark = timings.find((timing) => timing.name === 'grimoire:map-interactive');
    return mark ? `${(mark.startTime / 1000).toFixed(2)} s` : 'no mark';
  };
  const lines = [`\nworld map interactive (mobile, applied throttling), after navigation start:`];
  lines.push(`  HTTP/1.1: ${await markOf(url)}`);
  const proxy = await startH2Proxy(new URL(url).origin);
  try {
    lines.push(`  HTTP/2 (TLS proxy): ${await markOf(proxy.url + new URL(url).pathname + new URL(url).search)}`);
  } finally {
    proxy.stop();
  }
  return lines.join('\n');
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runPagesBench(repo: string, bundleDir: string): Promise<void> {
  const server = await startGrimoire(repo, bundleDir);
  try {
    const pages = await pagesOf(server.url);
    const rows: Record<string, { js: number; css: number; ssr: number; render: number }> = {};
    console.log(
      `${'page'.padEnd(20)} ${'scripts'.padStart(7)} ${'JS KiB'.padStart(7)} ${'JS br'.padStart(7)} ${'CSS KiB'.padStart(8)} ${'SSR p50 ms'.padStart(11)} ${'render p50 ms'.padStart(14)}`,
    );
    for (const [name, path] of Object.entries(pages)) {
      const js = await firstLoadJs(server.url + path);
      rows[name] = {
        js: js.gzip,
        css: await blockingCss(server.url + path),
        ssr: await ssrP50(server.url + path),
        render: await ssrP50(server.url + path, { Cookie: 'grimoire_token=' }),
      };
      console.log(
        `${name.padEnd(20)} ${String(js.files).padStart(7)} ${(js.gzip / 1024).toFixed(1).padStart(7)} ${(js.brotli / 1024).toFixed(1).padStart(7)} ${(rows[name].css / 1024).toFixed(1).padStart(8)} ${rows[name].ssr.toFixed(1).padStart(11)} ${rows[name].render.toFixed(1).padStart(14)}`,
      );
    }
    if (!existsSync(CHROMIUM)) {
      console.log(`\nLighthouse skipped: no Chromium at ${CHROMIUM}`);
      return;
    }
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const audit = (path: string) =>
        lighthouse(server.url + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          formFactor: 'mobile',
        });
      // The first run against a cold browser and server has failed with NO_NAVSTART: it only warms up.
      await audit(pages.home ?? Object.values(pages)[0]);
      console.log(`\nLighthouse (mobile), median of ${RUNS}   perf  a11y   FCP    LCP    TBT   CLS    TTI`);
      for (const [name, path] of Object.entries(pages)) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await audit(path);
          const score = (key: string) => result?.lhr.categories[key]?.score;
          const perf = score('performance');
          // A run Lighthouse could not score (null) is reported with its reason, never as a 0.
          if (typeof perf !== 'number') {
            console.log(`  ${name}: ${result?.lhr.runtimeError?.message ?? 'not scored'}`);
            continue;
          }
          runs.push({ perf, a11y: score('accessibility') ?? 0, result });
        }
        if (runs.length === 0) continue;
        const mid = runs.slice().sort((a, b) => a.perf - b.perf)[Math.floor(runs.length / 2)];
        const metric = (id: string) => mid.result?.lhr.audits[id]?.displayValue ?? '—';
        console.log(
          `${name.padEnd(32)} ${String(Math.round(mid.perf * 100)).padStart(5)} ${String(Math.round(median(runs.map((r) => r.a11y)) * 100)).padStart(5)} ${metric('first-contentful-paint').padStart(6)} ${metric('largest-contentful-paint').padStart(6)} ${metric('total-blocking-time').padStart(6)} ${metric('cumulative-layout-shift').padStart(5)} ${metric('interactive').padStart(6)}`,
        );
        const failed = (mid.result?.lhr.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && mid.result?.lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id);
        if (failed.length > 0) console.log(`  accessibility audits failed: ${failed.join(', ')}`);
      }
      if (pages['world map']) console.log(await mapInteractive(chrome.port, server.url + pages['world map']));
    } finally {
      chrome.kill();
    }
  } finally {
    server.stop();
  }
}
