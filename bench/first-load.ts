/**
 * First-load JavaScript of a page: the scripts its server-rendered HTML loads (the module preloads,
 * which its boot loader adds after the first paint, the route modules and the entry), summed raw,
 * gzipped (level 9, the measure of issue 18's budget) and as the server sends them to a browser that
 * accepts brotli (the build's precompressed copies). Run against a running server:
 * `node --import tsx bench/first-load.ts http://localhost:3000/fr`.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Bytes on the wire for a browser accepting brotli: the answer's length as sent (a precompressed
 * copy, or a small file as it is), or, for an answer compressed on the fly without a length, what
 * per-request brotli (quality 4) makes of it.
 */
async function sentAsBrotli(url: URL): Promise<{ body: Buffer; sent: number }> {
  const answer = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
  const body = Buffer.from(await answer.arrayBuffer());
  const length = Number(answer.headers.get('content-length'));
  const sent =
    length > 0
      ? length
      : answer.headers.get('content-encoding')
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length
        : body.length;
  return { body, sent };
}

export async function firstLoadJs(
  pageUrl: string,
): Promise<{ files: number; raw: number; gzip: number; brotli: number }> {
  const html = await (await fetch(pageUrl)).text();
  const paths = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)) paths.add(match[1]);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) paths.add(match[1]);
  for (const match of html.matchAll(/import \* as route\d+ from "(\/assets\/[^"]+\.js)"/g)) paths.add(match[1]);
  for (const list of html.matchAll(/\[((?:"\/assets\/[^"]+\.js",?)+)\]\.forEach/g))
    for (const path of JSON.parse(`[${list[1]}]`) as string[]) paths.add(path);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const path of paths) {
    const { body, sent } = await sentAsBrotli(new URL(path, pageUrl));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += sent;
  }
  return { files: paths.size, raw, gzip, brotli };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://localhost:3000/fr';
  const { files, raw, gzip, brotli } = await firstLoadJs(url);
  console.log(
    `${url}: ${files} scripts, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip, ${(brotli / 1024).toFixed(1)} KiB sent as brotli`,
  );
}
