/**
 * Lighthouse (mobile) performance / accessibility / SEO scores of an item list and an item detail
 * page, against the built server on the demo bundle (or the real one when GAMEDATA_DIR is set).
 * Run: `node --import tsx bench/lighthouse.ts` after `npm run build`.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const REPO = resolve(import.meta.dirname, '..');
const bundleDir = join(REPO, 'data', 'bench', process.env.GAMEDATA_DIR ? 'real-bundle' : 'demo-bundle');

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', GRIMOIRE_ANNOUNCE_PORT: '1', BUNDLE_DIR: bundleDir, LOG_LEVEL: 'error', DATA_DIR: join(REPO, 'data', 'bench'), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolvePort) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /GRIMOIRE_PORT=(\d+)/.exec(out);
      if (match) resolvePort(Number(match[1]));
    });
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const first = (await (await fetch(`${server.url}/api/items?$limit=1&$sort[level]=-1`)).json()) as { data: { id: number }[] };
  const pages = { 'item list': '/fr/database/objects', 'item detail': `/fr/database/object/${first.data[0]?.id ?? 1}` };
  console.log(`${'page'.padEnd(14)} performance accessibility seo`);
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      formFactor: 'mobile',
    });
    const categories = result?.lhr.categories ?? {};
    const score = (key: string) => String(Math.round((categories[key]?.score ?? 0) * 100)).padStart(5);
    console.log(`${name.padEnd(14)} ${score('performance').padStart(11)} ${score('accessibility').padStart(13)} ${score('seo').padStart(3)}`);
  }
} finally {
  chrome.kill();
  server.stop();
}
