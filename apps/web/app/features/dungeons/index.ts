/** The dungeons feature's public part: what other features may import (lint/feature-boundaries.js). */
export { NameSearch } from './NameSearch';
export { loadNamedList } from './named-list';
