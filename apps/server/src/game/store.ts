import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BundleManifest } from '@grimoire/gamedata/types';
import { readBundle } from '@grimoire/gamedata/bundle';
import { resolveImageRef, type ImageBases } from '@grimoire/gamedata/images';
import type { Logger } from '../logger';

/** The game bundle held in memory: one read-only array per collection. */
export interface GameStore {
  manifest: BundleManifest;
  collections: Map<string, readonly Record<string, unknown>[]>;
}

export const EMPTY_MANIFEST: BundleManifest = {
  formatVersion: 0,
  gameVersion: 'none',
  generatedAt: new Date(0).toISOString(),
  origin: 'empty',
  inputHash: '',
  sources: [],
  collections: {},
};

/**
 * Image references of the bundle (`items/47661.png`, `static:…`) become URLs from the configured image
 * bases: the API and the pages only ever give pictures from hosts the CSP allows. A reference no base
 * serves is dropped (pages show the local placeholder).
 */
export function resolveImages(collections: Map<string, unknown[]>, bases: ImageBases): void {
  for (const docs of collections.values()) {
    for (const doc of docs as Record<string, unknown>[]) {
      if (typeof doc.img !== 'string') continue;
      const url = resolveImageRef(doc.img, bases);
      if (url) doc.img = url;
      else delete doc.img;
    }
  }
}

/** Loads the bundle; a missing bundle gives an empty store and a warning (the server still starts). */
export async function loadGameStore(bundleDir: string, logger: Logger, imageBases?: ImageBases): Promise<GameStore> {
  if (!existsSync(join(bundleDir, 'manifest.json'))) {
    logger.warn({ bundleDir }, 'no game-data bundle found: serving an empty database (run `npm run data:import`)');
    return { manifest: EMPTY_MANIFEST, collections: new Map() };
  }
  const started = performance.now();
  const { manifest, collections } = await readBundle(bundleDir);
  if (imageBases) resolveImages(collections, imageBases);
  logger.info(
    { bundleDir, collections: collections.size, ms: Math.round(performance.now() - started), gameVersion: manifest.gameVersion },
    'game-data bundle loaded',
  );
  return { manifest, collections: collections as GameStore['collections'] };
}
