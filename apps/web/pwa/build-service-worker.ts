/**
 * Writes the service worker (`build/client/sw.js`) after the web build, with Workbox's `generateSW`.
 * - At install it keeps the treasure hunt's files (precache-list.ts), the web app manifest and icons,
 *   and the hunt pages themselves (`/fr|en/tools/treasure-hunt` and `/pip/…`, rendered for no position
 *   under an address that names the build): the offline copy always matches the kept scripts.
 * - A hunt page is always asked of the network; only when that fails does the kept copy answer (the
 *   page then reads its position from the address). No other page is ever answered by the worker.
 * - `/api/clue-pack` (the clue data): network first, the kept answer offline.
 * - `/assets/…` (hashed, never changing): from the worker's cache once fetched through it.
 * A new build is a new worker: it takes over at once (skipWaiting, clientsClaim) and drops the files
 * of the previous one (cleanupOutdatedCaches).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateSW } from 'workbox-build';
import { HUNT_MODULES, precacheFiles, type ManifestChunk } from './precache-list';

const WEB = resolve(import.meta.dirname, '..');
const CLIENT = join(WEB, 'build', 'client');

const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const server = (await import(pathToFileURL(join(WEB, 'build', 'server', 'index.js')).href)) as { assets: { url: string; version: string } };
const routeManifest = server.assets.url.replace(/^\//, '');
const files = [...precacheFiles(manifest, HUNT_MODULES), routeManifest, 'manifest.fr.webmanifest', 'manifest.en.webmanifest', 'favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png'];
const build = server.assets.version;
const shells = ['/fr/tools/treasure-hunt', '/en/tools/treasure-hunt', '/pip/fr/tools/treasure-hunt', '/pip/en/tools/treasure-hunt'];

const { count, size, warnings } = await generateSW({
  swDest: join(CLIENT, 'sw.js'),
  globDirectory: CLIENT,
  globPatterns: files,
  // Hashed names never change content: fetched as they are (the HTTP cache may answer), no revision.
  dontCacheBustURLsMatching: /^assets\//,
  additionalManifestEntries: shells.map((path) => ({ url: `${path}?offline-shell=${build}`, revision: null })),
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
  cacheId: 'grimoire',
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  navigateFallback: undefined,
  runtimeCaching: [
    {
      // Functions here are copied into the worker as source: they may use only their arguments.
      urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/(?:pip\/)?(?:(?:fr|en)\/)?tools\/treasure-hunt\/?$/.test(url.pathname),
      handler: 'NetworkOnly',
      options: {
        plugins: [
          {
            handlerDidError: async ({ request }) => {
              const path = new URL(request.url).pathname;
              const shell = `${path.startsWith('/pip/') ? '/pip' : ''}/${/^\/(?:pip\/)?en\//.test(path) ? 'en' : 'fr'}/tools/treasure-hunt`;
              return (await caches.match(new URL(shell, request.url).href, { ignoreSearch: true })) ?? Response.error();
            },
          },
        ],
      },
    },
    {
      urlPattern: ({ url }) => url.pathname === '/api/clue-pack',
      handler: 'NetworkFirst',
      options: { cacheName: 'grimoire-clue-data', cacheableResponse: { statuses: [200] } },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
      handler: 'CacheFirst',
      options: { cacheName: 'grimoire-assets', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 } },
    },
  ],
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker: ${count} files kept at install (${Math.round(size / 1024)} KB) for build ${build}`);
