/**
 * `npm run bench [rules|build-lab|workbench|api|guest-pages|images|pages|load]...`: rules and workbench timings, API throughput vs raw node:http, page weight
 * and Lighthouse scores. Prints figures and ratios, never asserts. No argument runs every section.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { runApiBench } from './api-bench';
import { runBuildLabBench } from './build-lab-bench';
import { runDialectBench } from './dialect-bench';
import { runGuestPagesBench } from './guest-pages-bench';
import { runImagesBench, runSitemapBench } from './images-bench';
import { runLoadBench } from './load-bench';
import { runPagesBench } from './pages-bench';
import { runRulesBench } from './rules-bench';
import { runWorkbenchBench } from './workbench-bench';

const REPO = resolve(import.meta.dirname, '..');
const gamedataDir = process.env.GAMEDATA_DIR ? resolve(process.env.GAMEDATA_DIR) : undefined;
const bundleDir = join(REPO, 'data', 'bench', gamedataDir ? 'real-bundle' : 'demo-bundle');
const t0 = performance.now();
const ensure = spawnSync(process.execPath, ['--import', 'tsx', join(REPO, 'packages/gamedata/src/cli/ensure-bundle.ts'), '--out', bundleDir], {
  stdio: 'inherit',
  env: { ...process.env, GAMEDATA_DIR: gamedataDir ?? '' },
});
if (ensure.status !== 0 || !existsSync(join(bundleDir, 'manifest.json'))) process.exit(1);
// The server as production runs it: compiled JavaScript (a fraction of a second to build).
const serverBuild = spawnSync(process.execPath, [join(REPO, 'apps/server/build.mjs')], { stdio: 'inherit' });
if (serverBuild.status !== 0) process.exit(1);
console.log(`bundle and server ready in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

const wanted = new Set(process.argv.slice(2));
const runs = (section: string) => wanted.size === 0 || wanted.has(section);
// The load bench takes three minutes: only when asked (`npm run bench -- load`).
const runsOnRequest = (section: string) => wanted.has(section);
if (runs('rules')) {
  console.log('== rules: computeStats on a 16-item build ==');
  await runRulesBench();
}
if (runs('build-lab')) {
  console.log('\n== build lab: damage against a target, share cards, the public list with 10,000 builds ==');
  await runBuildLabBench(REPO, bundleDir);
}
if (runs('workbench')) {
  console.log('\n== workbench: recipe tree and shopping list of a 16-item build ==');
  await runWorkbenchBench();
}
if (runs('api')) {
  console.log('\n== API: Grimoire vs raw node:http (same bytes, same run) ==');
  await runApiBench(REPO, bundleDir);
  console.log('\n== API query engine vs sift (MongoDB matcher of @feathersjs/memory), same documents ==');
  await runDialectBench(REPO, bundleDir);
}
if (runs('guest-pages')) {
  console.log('\n== guest pages: kept pages vs raw node:http (same bytes, same run) ==');
  await runGuestPagesBench(REPO, bundleDir);
}
if (runs('images')) {
  console.log('\n== images: our image cache vs raw node:http streaming the same files ==');
  await runImagesBench(REPO, bundleDir);
  console.log('\n== sitemaps: every kind and language ==');
  await runSitemapBench(REPO, bundleDir);
}
if (runs('pages')) {
  console.log('\n== pages: first-load JavaScript and Lighthouse (built server) ==');
  await runPagesBench(REPO, bundleDir);
}
if (runsOnRequest('load')) {
  console.log('\n== load: 50 connections, SSR pages and API on the game data, three rounds ==');
  await runLoadBench(REPO, bundleDir);
}
