import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { BundleManifest } from '../types';

const gunzipAsync = promisify(gunzip);

export interface LoadedBundle {
  manifest: BundleManifest;
  collections: Map<string, unknown[]>;
}

/** Reads `manifest.json` and every `<collection>.json.gz` it lists. */
export async function readBundle(dir: string): Promise<LoadedBundle> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as BundleManifest;
  const names = Object.keys(manifest.collections);
  const arrays = await Promise.all(
    names.map(async (name) => JSON.parse((await gunzipAsync(await readFile(join(dir, `${name}.json.gz`)))).toString('utf8')) as unknown[]),
  );
  return { manifest, collections: new Map(names.map((name, i) => [name, arrays[i]])) };
}
