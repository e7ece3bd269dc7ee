/** The curated feature's public part: what other features may import (lint/feature-boundaries.js). */
export { ItemCurationSections } from './ItemCurationSections';
export { loadHarvestSpots, type SpotLink } from './harvest-spots';
export { loadItemCuration } from './item-curation';
