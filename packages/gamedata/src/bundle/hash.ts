import { promises as fs, type Dirent } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';

/** Bump when the importer's output changes for the same inputs: stale bundles get rebuilt. */
export const IMPORTER_VERSION = 6;
/** Bundle format version (manifest `formatVersion`). */
export const FORMAT_VERSION = 1;

async function walk(dir: string, rel: string, out: string[]): Promise<void> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) await walk(p, r, out);
    else if (e.isFile()) {
      const st = await fs.stat(p);
      out.push(`${r}\t${st.size}\t${Math.floor(st.mtimeMs)}`);
    }
  }
}

/**
 * Cheap hash of the inputs: every file name, size and mtime under `gamedataDir` (no content read),
 * plus the importer and format versions. Changes when a dump or the importer changes.
 */
export async function computeInputHash(gamedataDir: string, extra = ''): Promise<string> {
  const lines: string[] = [];
  await walk(path.resolve(gamedataDir), '', lines);
  const h = createHash('sha256');
  h.update(`importer:${IMPORTER_VERSION};format:${FORMAT_VERSION};${extra}\n`);
  for (const l of lines) h.update(`${l}\n`);
  return h.digest('hex').slice(0, 32);
}
