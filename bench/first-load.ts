/**
 * First-load JavaScript of a page: the scripts its server-rendered HTML loads (the module preloads,
 * which its boot loader adds after the first paint, the route modules and the entry), summed raw and gzipped. Run against a running server: `node --import tsx bench/first-load.ts http://localhost:3000/fr`.
 */
import { gzipSync } from 'node:zlib';

export async function firstLoadJs(pageUrl: string): Promise<{ files: number; raw: number; gzip: number }> {
  const html = await (await fetch(pageUrl)).text();
  const paths = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)) paths.add(match[1]);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) paths.add(match[1]);
  for (const match of html.matchAll(/import \* as route\d+ from "(\/assets\/[^"]+\.js)"/g)) paths.add(match[1]);
  for (const list of html.matchAll(/\[((?:"\/assets\/[^"]+\.js",?)+)\]\.forEach/g))
    for (const path of JSON.parse(`[${list[1]}]`) as string[]) paths.add(path);
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const body = Buffer.from(await (await fetch(new URL(path, pageUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: paths.size, raw, gzip };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://localhost:3000/fr';
  const { files, raw, gzip } = await firstLoadJs(url);
  console.log(`${url}: ${files} scripts, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`);
}
