import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { featureMessages } from './vite/feature-messages';
import { firstLoadGraph } from './vite/first-load-chunks';
import { precompress } from './vite/precompress';

const firstLoads = firstLoadGraph(/app[\\/](entry\.client\.tsx$|root\.tsx\?|routes[\\/]layout\.tsx\?)/);

/**
 * The world map's early boot (app/features/map/boot.ts) is a client entry of its own: the map page
 * loads it from the head, before and apart from React Router's scripts. Its manifest entry names its
 * file to the server (apps/server/src/web/ssr.ts `readMapBoot`).
 */
const mapBootEntry: Plugin = {
  name: 'grimoire:map-boot-entry',
  apply: 'build',
  buildStart() {
    if (this.environment?.name !== 'client') return;
    this.emitFile({ type: 'chunk', id: fileURLToPath(new URL('./app/features/map/boot.ts', import.meta.url)), name: 'map-boot' });
  },
};

/**
 * A feature's `index.ts` only re-exports its public part (lint/feature-boundaries.js): importing one
 * name from it must not pull the feature's other modules (and their strings) into the page.
 */
const featureIndexesSideEffectFree: Plugin = {
  name: 'grimoire:feature-indexes-side-effect-free',
  transform(_code, id) {
    return /[\\/]app[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) ? { moduleSideEffects: false } : null;
  },
};

/** The chunks every page loads with its frame (the code-splitting groups below). */
const FRAME_CHUNK = /(?:^|\/)(?:framework|shell|shared-?|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [firstLoads, mapBootEntry, featureIndexesSideEffectFree, featureMessages(fileURLToPath(new URL('./app', import.meta.url)), [fileURLToPath(new URL('../../packages', import.meta.url))]), reactRouter(), precompress()],
  ssr: {
    // Mantine and Tabler ship ESM that must be bundled into the server build.
    noExternal: ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@mantine/spotlight', '@tabler/icons-react'],
  },
  // The client manifest tells the server which chunk holds each language's strings (modulepreload).
  // `SOURCEMAP=1 npm run build` for reading what a chunk holds.
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: process.env.SOURCEMAP === '1',
    // `NOMINIFY=1 npm run build` keeps function names readable in a browser profile.
    minify: process.env.NOMINIFY !== '1',
    // A lazy chunk's script dependencies that the frame of every page already loaded are not listed
    // for preloading again: Vite's helper would look each one up in the document on every idle-time
    // import (stylesheets are Vite's to list, and stay).
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !FRAME_CHUNK.test(dep)) },
    // Fewer, larger chunks, cut by what pages load before they are interactive (vite/first-load-chunks.ts):
    // React, React Router and i18next in one (cached across releases); TanStack Query (the pages that
    // query the API) in another; everything else the frame of every page imports (root, the language
    // layout, Mantine's core) in `shell`; and the modules that 40 routes or more load at first in
    // `shared`. Modules only lazy chunks use (a Select, a Drawer) stay out of all four. The frame loads
    // in 9 scripts instead of 33 and 16 KiB less (175.7 -> 159.9 KiB gzip); a list page in ~35 instead
    // of ~60.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/, priority: 3 },
            { name: 'queries', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 2 },
            { name: 'shell', test: (id) => firstLoads.inFrame(id), priority: 1 },
            { name: 'shared', test: (id) => firstLoads.firstLoadShares(id) >= 40 },
          ],
        },
      },
    },
  },
});
