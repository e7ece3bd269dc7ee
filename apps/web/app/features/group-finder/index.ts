/** The group-finder feature's public part: what other features may import (lint/feature-boundaries.js). */
export { DungeonListingsLink } from './DungeonListingsLink';
