/**
 * After `npm run build`: every compressed copy the build wrote beside a file of the browser's build
 * (vite/precompress.ts) decompresses to that file, byte for byte. The server sends these copies
 * instead of the files (apps/server/src/web/assets.ts), so a stale copy would break every page that
 * loads it. Exits 1 naming the bad copies.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const ASSETS = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'build', 'client', 'assets');
const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  '.br': brotliDecompressSync,
  '.gz': gunzipSync,
};

const copies = readdirSync(ASSETS).filter((name) => name.endsWith('.br') || name.endsWith('.gz'));
const bad = copies.filter((name) => {
  const original = readFileSync(join(ASSETS, name.slice(0, -3)));
  try {
    return !decoders[name.slice(-3)]!(readFileSync(join(ASSETS, name))).equals(original);
  } catch {
    return true;
  }
});
if (copies.length === 0 || bad.length > 0) {
  console.error(
    copies.length === 0 ? `No compressed copies in ${ASSETS}` : `Stale compressed copies: ${bad.join(', ')}`,
  );
  process.exit(1);
}
console.log(`${copies.length} compressed copies match their files`);
