import { promises as fs } from 'node:fs';
import path from 'node:path';
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { BundleManifest } from '../types.ts';
import { FORMAT_VERSION } from './hash.ts';

const gunzipAsync = promisify(gunzip);
const MANIFEST_FILE = 'manifest.json';

export interface Bundle {
  manifest: BundleManifest;
  collections: Map<string, unknown[]>;
}

/** The manifest alone; undefined when the bundle does not exist or is unreadable. */
export async function readManifest(bundleDir: string): Promise<BundleManifest | undefined> {
  try {
    return JSON.parse(await fs.readFile(path.join(bundleDir, MANIFEST_FILE), 'utf8')) as BundleManifest;
  } catch {
    return undefined;
  }
}

/** Loads the whole bundle (all collections in parallel). Throws when the manifest is missing. */
export async function readBundle(bundleDir: string): Promise<Bundle> {
  const manifest = await readManifest(bundleDir);
  if (!manifest)
    throw new Error(
      `No game-data bundle in ${bundleDir} (manifest.json missing): run \`npm run data:import\`.`,
    );
  const names = Object.keys(manifest.collections);
  const loaded = await Promise.all(
    names.map(async (name) => {
      const buf = await gunzipAsync(await fs.readFile(path.join(bundleDir, `${name}.json.gz`)));
      return [name, JSON.parse(buf.toString('utf8')) as unknown[]] as const;
    }),
  );
  return { manifest, collections: new Map(loaded) };
}

/** True when the bundle exists, has the current format version and was built from `inputHash`. */
export async function isBundleFresh(bundleDir: string, inputHash: string): Promise<boolean> {
  const m = await readManifest(bundleDir);
  if (!m || m.formatVersion !== FORMAT_VERSION || m.inputHash !== inputHash) return false;
  for (const name of Object.keys(m.collections)) {
    try {
      await fs.access(path.join(bundleDir, `${name}.json.gz`));
    } catch {
      return false;
    }
  }
  return true;
}
