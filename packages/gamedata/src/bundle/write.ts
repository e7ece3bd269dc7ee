import { promises as fs } from 'node:fs';
import path from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { BundleManifest } from '../types.ts';

const gzipAsync = promisify(gzip);

export const MANIFEST_FILE = 'manifest.json';

/**
 * Writes one `<collection>.json.gz` (a gzipped JSON array) per collection and `manifest.json`.
 * Files are written to a temporary folder beside `bundleDir`, then swapped in, so a reader never
 * sees a half-written bundle. Old collection files not in this bundle are removed.
 */
export async function writeBundle(
  bundleDir: string,
  manifest: BundleManifest,
  collections: Map<string, unknown[]>,
): Promise<void> {
  const dir = path.resolve(bundleDir);
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  await fs.mkdir(tmp, { recursive: true });
  try {
    await Promise.all(
      [...collections].map(async ([name, records]) => {
        const buf = await gzipAsync(Buffer.from(JSON.stringify(records)), { level: 6 });
        await fs.writeFile(path.join(tmp, `${name}.json.gz`), buf);
      }),
    );
    await fs.writeFile(path.join(tmp, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.mkdir(path.dirname(dir), { recursive: true });
    const old = `${dir}.old-${process.pid}-${Date.now()}`;
    let moved = false;
    try {
      await fs.rename(dir, old);
      moved = true;
    } catch {
      /* no previous bundle */
    }
    await fs.rename(tmp, dir);
    if (moved) await fs.rm(old, { recursive: true, force: true });
  } catch (err) {
    await fs.rm(tmp, { recursive: true, force: true });
    throw err;
  }
}
