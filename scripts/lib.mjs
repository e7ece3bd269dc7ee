// Shared by start.mjs and test.mjs. Plain Node (no dependencies): it runs before `npm ci` on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  process.stdout.write(`\x1b[36m[grimoire]\x1b[0m ${message}\n`);
}

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(label, command, args, options) {
  const started = Date.now();
  log(`${label}…`);
  const code = await run(command, args, options);
  if (code !== 0) {
    log(`${label} failed (exit ${code})`);
    process.exit(code);
  }
  log(`${label} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time of the files under `dir` (skipping build output and dependencies). */
export function newestMtime(dir, skip = new Set(['node_modules', 'build', '.react-router', 'dist'])) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path, skip) : mtimeOf(path));
  }
  return newest;
}

/**
 * True when every package the lock file pins is installed at that version (npm's hidden lockfile
 * `node_modules/.package-lock.json` records what is installed).
 */
function dependenciesMatchLock() {
  try {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')).packages ?? {};
    const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules', '.package-lock.json'), 'utf8')).packages ?? {};
    return Object.entries(lock).every(
      ([key, entry]) => !key.startsWith('node_modules/') || entry.optional || installed[key]?.version === entry.version,
    );
  } catch {
    return false;
  }
}

/** Installs dependencies (`npm ci`) when they are missing or differ from the lock file. */
export async function ensureDependencies() {
  if (dependenciesMatchLock()) return;
  await runOrExit('Installing dependencies (npm ci)', 'npm', ['ci', '--no-audit', '--no-fund']);
}

/** Builds the web app when its sources (or the shared packages) are newer than the last build. */
export async function ensureWebBuild() {
  const entry = join(ROOT, 'apps', 'web', 'build', 'server', 'index.js');
  const sources = Math.max(
    newestMtime(join(ROOT, 'apps', 'web')),
    newestMtime(join(ROOT, 'packages', 'rules', 'src')),
    newestMtime(join(ROOT, 'packages', 'gamedata', 'src')),
  );
  if (existsSync(entry) && mtimeOf(entry) >= sources) {
    log('Web app build is up to date');
    return;
  }
  await runOrExit('Building the web app', 'npm', ['run', 'build']);
}

/** Compiles the server to JavaScript (apps/server/dist) when its sources changed since the last build. */
export async function ensureServerBuild() {
  const entry = join(ROOT, 'apps', 'server', 'dist', 'main.js');
  const sources = Math.max(
    newestMtime(join(ROOT, 'apps', 'server', 'src')),
    mtimeOf(join(ROOT, 'apps', 'server', 'build.mjs')),
    newestMtime(join(ROOT, 'packages', 'rules', 'src')),
    newestMtime(join(ROOT, 'packages', 'gamedata', 'src')),
  );
  if (existsSync(entry) && mtimeOf(entry) >= sources) {
    log('Server build is up to date');
    return;
  }
  await runOrExit('Building the server', 'npm', ['run', 'build', '-w', 'apps/server']);
}

/** Imports game data into `bundleDir` unless the bundle there was built from the same inputs. */
export async function ensureBundle(bundleDir, gamedataDir) {
  const cli = 'packages/gamedata/src/cli/ensure-bundle.ts';
  if (!existsSync(join(ROOT, cli))) {
    log('No game-data importer yet: the server will start with an empty bundle');
    return;
  }
  const args = ['--import', 'tsx', cli, '--out', bundleDir];
  const env = gamedataDir ? { GAMEDATA_DIR: gamedataDir } : { GAMEDATA_DIR: '' };
  await runOrExit(gamedataDir ? `Game data bundle (${gamedataDir})` : 'Game data bundle (demo world)', process.execPath, args, { env });
}

export function hasCommand(path) {
  return existsSync(path) || spawnSync('which', [path]).status === 0;
}
