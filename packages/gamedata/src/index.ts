/** @grimoire/gamedata public API. */
export * from './types.ts';
export { readBundle, readManifest, isBundleFresh, type Bundle } from './bundle/read.ts';
export { writeBundle } from './bundle/write.ts';
export { computeInputHash, IMPORTER_VERSION, FORMAT_VERSION } from './bundle/hash.ts';
export {
  importGameData,
  importDemo,
  computeDemoInputHash,
  DEMO_DIR,
  type ImportEvent,
  type ImportOptions,
  type ImportResult,
} from './import.ts';
export { slugify } from './util/slug.ts';
export { mergeSources, fillMissing } from './merge.ts';
export { finalize } from './finalize.ts';
export { ADAPTERS } from './adapters/index.ts';
export type { Adapter, AdapterContext, SourceData } from './adapters/adapter.ts';
