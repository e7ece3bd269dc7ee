// `npm start`: install when needed, build when stale, import game data when stale, then serve.
import { join } from 'node:path';
import { ensureBundle, ensureDependencies, ensureServerBuild, ensureWebBuild, log, ROOT, run } from './lib.mjs';

const started = Date.now();
await ensureDependencies();
await ensureWebBuild();
await ensureServerBuild();
const bundleDir = process.env.BUNDLE_DIR ?? join(ROOT, 'data', 'bundle');
await ensureBundle(bundleDir, process.env.GAMEDATA_DIR || undefined);
log(`Ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s of set-up`);
// Compiled JavaScript: no TypeScript loader in production.
const code = await run(process.execPath, ['apps/server/dist/main.js'], {
  env: { NODE_ENV: process.env.NODE_ENV ?? 'production', BUNDLE_DIR: bundleDir },
});
process.exit(code);
