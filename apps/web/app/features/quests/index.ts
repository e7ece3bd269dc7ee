/** The quests feature's public part: what other features may import (lint/feature-boundaries.js). */
export { EntityFilters } from './EntityFilters';
export { PlayerLevelInput } from './PlayerLevelInput';
export { formatNumber, RewardItems } from './RewardItems';
export type { RewardItem } from './detail-loader';
export { entityFilterQuery, readEntitySearch } from './list-search';
export { readPlayerLevel } from './step-rewards';
