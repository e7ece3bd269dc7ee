/** The search feature's public part: what other features may import (lint/feature-boundaries.js). */
export { SearchHitRow } from './SearchHitRow';
export { useGlobalSearch } from './use-global-search';
