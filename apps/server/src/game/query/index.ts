/** The pure query engine (no Feathers, no Express): see dataset.ts for the entry point. */
export { Dataset, type Page } from './dataset';
export { QueryError } from './errors';
export { LIMITS } from './filter';
export { PAGE, LANGS } from './options';
export { slugify } from './slug';
export { stableKey } from './key';
