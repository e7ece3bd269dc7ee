/** The items feature's public part: what other features may import (lint/feature-boundaries.js). */
export { EffectList } from './EffectList';
export { loadEffectDefs } from './detail-loader';
export { effectIdsOf, effectLines, isMalus } from './effect-lines';
export { characteristicCondition, LEVEL_RANGE, parseIdList } from './item-search';
export { EntityLink, Section } from './parts';
export { loadItemTypes, type TypeSummary } from './reference';
