import type { BundleManifest } from '@grimoire/gamedata/types';
import { type ImageBases } from '@grimoire/gamedata/images';
import type { Logger } from '../logger';
/** The game bundle held in memory: one read-only array per collection. */
export interface GameStore {
    manifest: BundleManifest;
    collections: Map<string, readonly Record<string, unknown>[]>;
}
export declare const EMPTY_MANIFEST: BundleManifest;
/**
 * Image references of the bundle (`items/47661.png`, `static:…`) become URLs from the configured image
 * bases: the API and the pages only ever give pictures from hosts the CSP allows. A reference no base
 * serves is dropped (pages show the local placeholder).
 */
export declare function resolveImages(collections: Map<string, unknown[]>, bases: ImageBases): void;
/** Loads the bundle; a missing bundle gives an empty store and a warning (the server still starts). */
export declare function loadGameStore(bundleDir: string, logger: Logger, imageBases?: ImageBases): Promise<GameStore>;
