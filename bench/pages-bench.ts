/**
 * Page figures against the built server: first-load JavaScript (raw and gzip) of the home page, an
 * item list, an item detail and every tool page, and their Lighthouse mobile performance / accessibility / SEO scores.
 * Needs `npm run build` and Debian's Chromium.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoadJs } from './first-load';
import { startGrimoire } from './server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function runPagesBench(repo: string, bundleDir: string): Promise<void> {
  const server = await startGrimoire(repo, bundleDir);
  try {
    const top = (await (await fetch(`${server.url}/api/items?$limit=1&$sort[level]=-1`)).json()) as { data: { id: number }[] };
    const pages = {
      home: '/fr',
      'item list': '/fr/database/objects',
      'item detail': `/fr/database/object/${top.data[0]?.id ?? 1}`,
      workbench: '/fr/tools/workbenchs',
      'job XP': '/fr/tools/jobs-xp?job=27&to=100',
      'treasure hunt': '/fr/tools/treasure-hunt?x=-20&y=-36&direction=6',
      breeding: '/fr/tools/breeding/crossing/muldo',
      portals: '/fr/tools/portals',
      'group finder': '/fr/tools/group-finder',
      'world map': '/fr/tools/map',
    };
    console.log(`${'page'.padEnd(14)} ${'scripts'.padStart(7)} ${'raw KiB'.padStart(8)} ${'gzip KiB'.padStart(9)}`);
    for (const [name, path] of Object.entries(pages)) {
      const js = await firstLoadJs(server.url + path);
      console.log(`${name.padEnd(14)} ${String(js.files).padStart(7)} ${(js.raw / 1024).toFixed(1).padStart(8)} ${(js.gzip / 1024).toFixed(1).padStart(9)}`);
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
          onlyCategories: ['performance', 'accessibility', 'seo'],
          formFactor: 'mobile',
        });
      // The first run against a cold browser and server has failed with NO_NAVSTART: it only warms
      // up and is not reported. Scores still vary by about ±5 between runs on a busy machine.
      await audit(pages.home);
      console.log(`\nLighthouse (mobile)  performance accessibility seo`);
      for (const [name, path] of Object.entries(pages)) {
        if (name === 'home') continue;
        const result = await audit(path);
        const categories = result?.lhr.categories ?? {};
        // A category Lighthouse could not score (null) prints "—" with the reason, never a fake 0.
        const score = (key: string) => {
          const value = categories[key]?.score;
          return typeof value === 'number' ? String(Math.round(value * 100)) : '—';
        };
        console.log(`${name.padEnd(20)} ${score('performance').padStart(11)} ${score('accessibility').padStart(13)} ${score('seo').padStart(3)}`);
        // The metrics behind the performance score, so a change can be traced to what it moved.
        const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '—';
        const metrics = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift', SI: 'speed-index' };
        console.log(`  ${Object.entries(metrics).map(([label, id]) => `${label} ${metric(id)}`).join(' · ')}`);
        const failed = (categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && result?.lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id);
        if (failed.length > 0) console.log(`  accessibility audits failed: ${failed.join(', ')}`);
        const failures = [
          result?.lhr.runtimeError?.message,
          ...Object.values(result?.lhr.audits ?? {}).map((audit) => audit.errorMessage),
        ].filter((message): message is string => !!message);
        for (const message of new Set(failures)) console.log(`  ${name}: ${message}`);
      }
    } finally {
      chrome.kill();
    }
  } finally {
    server.stop();
  }
}
