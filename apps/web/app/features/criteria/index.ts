/** The criteria feature's public part: what other features may import (lint/feature-boundaries.js). */
export { criterionNameMaps, loadCriterionNames, wordConditions } from './criterion-names';
export { criterionLines } from './criterion-text';
