/**
 * First-load weight of every route from the client build's manifest: the JavaScript a page of the
 * route loads before it is interactive (the client entry, root, the layouts above the route, the
 * route module, every chunk they import statically, the page language's shared strings and those of
 * the features these modules use, which the server preloads with them) and its
 * render-blocking CSS, each file gzipped on its own as the server sends it.
 *
 * `node --import tsx scripts/first-load.ts` (after `npm run build`) prints the table beside the figures
 * recorded in `first-load-figures.json`, with each route's change; `--record` records today's. A
 * recorded figure, not a gate: a change that moves bytes records them in the same commit, so its diff
 * shows what each page gained or lost, and Lighthouse (`npm run bench -- pages`) judges the pages.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT = join(WEB, 'build', 'client');
const FIGURES_FILE = join(WEB, 'first-load-figures.json');
/** The goal of issue 18 (phone speed). */
export const FIRST_LOAD_GOAL_KIB = 180;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteNode {
  file: string;
  path?: string;
  children?: RouteNode[];
}

export interface RouteWeight {
  route: string;
  scripts: number;
  jsGzip: number;
  /** As the server sends it to a browser that accepts brotli: the build's `.br` copies (vite/precompress.ts). */
  jsBrotli: number;
  cssGzip: number;
}

const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The bytes a browser accepting brotli receives: the precompressed copy, or the file where no copy was smaller. */
function brotliSize(file: string): number {
  const copy = join(CLIENT, `${file}.br`);
  return statSync(existsSync(copy) ? copy : join(CLIENT, file)).size;
}

const routeKey = (file: string) => `app/${file}?__react-router-build-client-route`;

/**
 * Scripts a route's page loads from its head before its own (lib/early-boot.ts): the world map's
 * boot and Leaflet. They count in the route's first load, as the page waits for them.
 */
const EARLY_ENTRIES: Record<string, string[]> = { 'routes/tools.map.tsx': ['app/features/map/boot.ts'] };

/** Every route file with the route files above it (the layouts), from `app/routes.ts`. */
function chains(nodes: RouteNode[], above: string[] = []): { file: string; chain: string[] }[] {
  return nodes.flatMap((node) => [
    { file: node.file, chain: [...above, node.file] },
    ...chains(node.children ?? [], [...above, node.file]),
  ]);
}

export async function routeWeights(lang: 'fr' | 'en' = 'fr'): Promise<RouteWeight[]> {
  const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const routes = (await import('../app/routes')).default as unknown as RouteNode[];
  const featureStrings = new RegExp(`^app/features/[^/]+/i18n/${lang}\\.json$`);
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dependency of manifest[key].imports ?? []) visit(dependency);
      for (const loaded of manifest[key].dynamicImports ?? []) if (featureStrings.test(loaded)) visit(loaded);
    };
    keys.forEach(visit);
    return [...seen].map((key) => manifest[key]);
  };
  return chains(routes).map(({ file, chain }) => {
    const chunks = closure([
      'app/entry.client.tsx',
      routeKey('root.tsx'),
      ...chain.map(routeKey),
      `app/i18n/messages.${lang}.ts`,
      ...(EARLY_ENTRIES[file] ?? []),
    ]);
    const scripts = new Set(chunks.map((chunk) => chunk.file));
    const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
    const sum = (files: Set<string>, size = gzipSize) => [...files].reduce((total, f) => total + size(f), 0);
    return {
      route: file,
      scripts: scripts.size,
      jsGzip: sum(scripts),
      jsBrotli: sum(scripts, brotliSize),
      cssGzip: sum(css),
    };
  });
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const weights = await routeWeights();
  let recorded = JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as Record<string, number>;
  if (process.argv.includes('--record')) {
    recorded = Object.fromEntries(weights.map((w) => [w.route, Math.round(w.jsGzip / 102.4) / 10]));
    writeFileSync(FIGURES_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
  }
  console.log(
    `${'route'.padEnd(48)} ${'scripts'.padStart(7)} ${'JS KiB'.padStart(7)} ${'recorded'.padStart(8)} ${'change'.padStart(7)} ${'JS br'.padStart(7)} ${'CSS KiB'.padStart(8)}`,
  );
  for (const w of weights) {
    const before = recorded[w.route];
    const change = before === undefined ? '—' : `${w.jsGzip / 1024 - before >= 0 ? '+' : ''}${(w.jsGzip / 1024 - before).toFixed(1)}`;
    console.log(
      `${w.route.padEnd(48)} ${String(w.scripts).padStart(7)} ${kib(w.jsGzip).padStart(7)} ${String(before ?? '—').padStart(8)} ${change.padStart(7)} ${kib(w.jsBrotli).padStart(7)} ${kib(w.cssGzip).padStart(8)}`,
    );
  }
  console.log(`goal: ≤ ${FIRST_LOAD_GOAL_KIB} KiB of first-load JavaScript per route (gzip; "JS br" is what is sent)`);
}
