/**
 * Normalized game documents: the shape of the bundle (`data/bundle/<collection>.json.gz`) and of
 * the read-only API. It follows DofusDB's document shape so DofusDB clients keep working.
 * Shared by the importer, the demo world, the server and the web app.
 */
export * from './types/common.ts';
export * from './types/items.ts';
export * from './types/creatures.ts';
export * from './types/activities.ts';
export * from './types/world.ts';
export * from './types/reference.ts';
export * from './types/bundle.ts';
