// `npm test`: installs what it needs, then type-check, lint, unit + API tests, build, browser tests.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureBundle, ensureDependencies, log, ROOT, runOrExit } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const gamedataDir = process.env.GAMEDATA_DIR ? resolve(process.env.GAMEDATA_DIR) : undefined;
const started = Date.now();

await ensureDependencies();
await runOrExit('Generating route types', 'npx', ['react-router', 'typegen'], { cwd: join(ROOT, 'apps', 'web') });
await runOrExit('Type-check', 'npx', ['tsc', '-b']);
await runOrExit('Lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await runOrExit('Unit and API tests (Vitest)', 'npx', ['vitest', 'run'], { env: gamedataDir ? { GAMEDATA_DIR: gamedataDir } : {} });
await runOrExit('Building the web app and the server', 'npm', ['run', 'build']);
// The server sends the build's compressed copies in place of its files: each must be its file.
await runOrExit('Compressed copies of the build', 'node', ['--import', 'tsx', 'scripts/check-precompressed.ts'], { cwd: join(ROOT, 'apps', 'web') });
await ensureBundle(join(ROOT, 'data', 'e2e', 'demo-bundle'), undefined);
if (gamedataDir) await ensureBundle(join(ROOT, 'data', 'e2e', 'real-bundle'), gamedataDir);
if (existsSync(chromium)) {
  await runOrExit('Browser tests (Playwright, Debian Chromium)', 'npx', ['playwright', 'test'], { cwd: join(ROOT, 'e2e') });
} else {
  const line = '!'.repeat(78);
  log(`\n${line}\n!! BROWSER TESTS SKIPPED: no Chromium at ${chromium}.\n!! Install it with: apt-get install chromium   (CI always has it)\n${line}`);
}
log(`All checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
