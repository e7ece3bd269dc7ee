import { reactRouter } from '@react-router/dev/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { featureMessages } from './vite/feature-messages';

/**
 * Imports of Mantine modules that take one small piece of a big library, pointed at our copy of
 * that piece: Mantine's ScrollArea (inside every Table and Drawer) takes one hook, `useMergeRefs`,
 * from @floating-ui/react (~15 KB gzip, app/lib/merge-refs.ts); the AppShell header and footer and
 * the notifications container take two class names from react-remove-scroll (~4 KB gzip on every
 * page, app/lib/remove-scroll-class-names.ts). And our modules that show notifications get
 * Mantine's notifications store only: the container and its transitions load on the first
 * notification (app/ui/NotificationsOnFirstUse.tsx, through app/ui/notifications-container.ts).
 * Mantine's `useId` is ours too (app/lib/mantine-use-id.ts): theirs re-renders every component
 * that calls it, synchronously, right after the page hydrates.
 */
function mantineImportsTrimmed(): Plugin {
  const own = (file: string) => fileURLToPath(new URL(`./app/lib/${file}`, import.meta.url));
  const appDir = fileURLToPath(new URL('./app/', import.meta.url));
  const container = fileURLToPath(new URL('./app/ui/notifications-container.ts', import.meta.url));
  const require = createRequire(import.meta.url);
  const notificationsStore = join(dirname(require.resolve('@mantine/notifications')), '..', 'esm', 'notifications.store.mjs');
  const redirects = [
    { source: '@floating-ui/react', importer: /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]ScrollArea\.mjs$/, target: own('merge-refs.ts') },
    { source: './use-id/use-id.mjs', importer: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/, target: own('mantine-use-id.ts') },
    {
      source: 'react-remove-scroll',
      importer: /[\\/]@mantine[\\/](core[\\/].*[\\/]AppShell[\\/].*|notifications[\\/]esm[\\/]Notifications)\.mjs$/,
      target: own('remove-scroll-class-names.ts'),
    },
  ];
  const appOutsideContainer = (importer: string) => importer.startsWith(appDir) && importer !== container;
  return {
    name: 'grimoire:mantine-imports-trimmed',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@mantine/notifications' && importer && appOutsideContainer(importer)) return notificationsStore;
      const redirect = importer && redirects.find((r) => r.source === source && r.importer.test(importer));
      return redirect ? redirect.target : null;
    },
  };
}

export default defineConfig({
  plugins: [mantineImportsTrimmed(), featureMessages(fileURLToPath(new URL('./app', import.meta.url)), [fileURLToPath(new URL('../../packages', import.meta.url))]), reactRouter()],
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
    // Fewer, larger shared chunks: React, React Router and i18next (needed by every page) in one;
    // TanStack Query (only the pages that query the API: api/queries) in another; Mantine's modules
    // used by 30 routes or more in a third, instead of ~40 chunks of a few hundred bytes each. Pages
    // request 20-35 fewer scripts (which on a phone's latency is what costs) and most are 5-16 KiB
    // lighter (a big file compresses better than its pieces).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'mantine-shared', test: /node_modules[\\/]@mantine[\\/].*\.m?js$/, minShareCount: 30 },
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/ },
            { name: 'queries', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
});
