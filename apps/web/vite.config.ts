import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { featureMessages } from './vite/feature-messages';

/**
 * Mantine's ScrollArea (inside every Table and Drawer) imports one hook, `useMergeRefs`, from
 * @floating-ui/react, which would put the whole library (~15 KB gzip) into the first load of most
 * pages: that one import resolves to our copy of the hook (app/lib/merge-refs.ts) instead.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const hook = fileURLToPath(new URL('./app/lib/merge-refs.ts', import.meta.url));
  return {
    name: 'grimoire:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)) return hook;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [scrollAreaWithoutFloatingUi(), featureMessages(fileURLToPath(new URL('./app', import.meta.url)), [fileURLToPath(new URL('../../packages', import.meta.url))]), reactRouter()],
  ssr: {
    // Mantine and Tabler ship ESM that must be bundled into the server build.
    noExternal: ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@mantine/spotlight', '@tabler/icons-react'],
  },
  // The client manifest tells the server which chunk holds each language's strings (modulepreload).
  // `SOURCEMAP=1 npm run build` for reading what a chunk holds.
  build: { target: 'es2022', manifest: true, sourcemap: process.env.SOURCEMAP === '1' },
});
