import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium: Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPO = resolve(import.meta.dirname, '..');
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4310);
const REAL_PORT = Number(process.env.E2E_REAL_PORT ?? 4311);
const realBundle = join(REPO, 'data', 'e2e', 'real-bundle');
const hasRealData = !!process.env.GAMEDATA_DIR && existsSync(join(realBundle, 'manifest.json'));

/** One id per run, inherited by the workers, so tests can reach their server's data dir (staff accounts). */
const RUN_ID = (process.env.E2E_RUN_ID ??= String(process.pid));
/** The data dir (database) of the `demo` or `real` server of this run. */
export const serverDataDir = (name: string) => join(tmpdir(), `grimoire-e2e-${name}-${RUN_ID}`);

function serverCommand(port: number, bundleDir: string, name: string) {
  const dataDir = serverDataDir(name);
  return {
    // The compiled server, as production runs it (`npm run build`, which `npm test` runs first).
    command: 'node apps/server/dist/main.js',
    cwd: REPO,
    url: `http://127.0.0.1:${port}/api/version`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      BUNDLE_DIR: bundleDir,
      LOG_LEVEL: 'warn',
      // Every test's traffic comes from one address: the per-address limits have their own API tests.
      RATE_LIMIT_PER_MINUTE: '1000',
      GUEST_REPORTS_PER_HOUR: '1000',
    },
  };
}

const launchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The service worker answers hunt pages offline only; other specs run without it (requests it
  // handles would bypass their routing), and treasure-hunt/offline.spec.ts turns it on.
  use: { headless: true, launchOptions, trace: 'retain-on-failure', locale: 'fr-FR', serviceWorkers: 'block' },
  projects: [
    {
      name: 'demo',
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://127.0.0.1:${DEMO_PORT}` },
      grepInvert: /@real/,
    },
    ...(hasRealData
      ? [
          {
            name: 'real',
            use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://127.0.0.1:${REAL_PORT}` },
            grep: /@real/,
          },
        ]
      : []),
  ],
  webServer: [
    serverCommand(DEMO_PORT, join(REPO, 'data', 'e2e', 'demo-bundle'), 'demo'),
    ...(hasRealData ? [serverCommand(REAL_PORT, realBundle, 'real')] : []),
  ],
});
