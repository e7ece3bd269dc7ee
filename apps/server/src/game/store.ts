import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BundleManifest } from '@grimoire/gamedata/types';
import { readBundle } from '@grimoire/gamedata/bundle';
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

/** Loads the bundle; a missing bundle gives an empty store and a warning (the server still starts). */
export async function loadGameStore(bundleDir: string, logger: Logger): Promise<GameStore> {
  if (!existsSync(join(bundleDir, 'manifest.json'))) {
    logger.warn({ bundleDir }, 'no game-data bundle found: serving an empty database (run `npm run data:import`)');
    return { manifest: EMPTY_MANIFEST, collections: new Map() };
  }
  const started = performance.now();
  const { manifest, collections } = await readBundle(bundleDir);
  logger.info(
    { bundleDir, collections: collections.size, ms: Math.round(performance.now() - started), gameVersion: manifest.gameVersion },
    'game-data bundle loaded',
  );
  return { manifest, collections: collections as GameStore['collections'] };
}
