// `npm run build -w apps/server`: the server as plain JavaScript, so production runs no TypeScript
// loader (tsx compiles every module at start with esbuild helper processes beside the server, and
// holds the compiled code and its source maps). esbuild bundles our own code (apps/server/src and the
// workspace packages, whose exports are TypeScript sources) into `dist/main.js` and `dist/cluster.js`;
// the packages from node_modules stay imports. A module's `import.meta.url` is rewritten to its
// source file's URL, reckoned from the bundle, so paths it computes (the repository root) are the
// same as under tsx.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER = dirname(fileURLToPath(import.meta.url));
const ROOT = join(SERVER, '..', '..');
const OUT = join(SERVER, 'dist');

/** Our TypeScript (server and workspace packages) is bundled; every other bare import stays one. */
const keepPackagesExternal = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@grimoire/') || args.path.startsWith('node:') ? undefined : { path: args.path, external: true }));
  },
};

/** `import.meta.url` of a bundled module: its own source file, wherever the repository sits. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = relative(OUT, args.path).split('\\').join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: { main: join(SERVER, 'src', 'main.ts'), cluster: join(SERVER, 'src', 'cluster.ts') },
  outdir: OUT,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Names kept: Feathers and our logs print class and function names.
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [keepPackagesExternal, sourceUrls],
  absWorkingDir: ROOT,
});
console.log(`server built in ${Math.round(performance.now() - started)} ms: ${relative(ROOT, OUT)}/main.js`);
