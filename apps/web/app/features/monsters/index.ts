/** The monsters feature's public part: what other features may import (lint/feature-boundaries.js). */
export { MonsterBadges } from './MonsterBadges';
export { bestDropRate, dropRates, formatDropRate, levelRange } from './monster-numbers';
