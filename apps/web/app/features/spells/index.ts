/** The spells feature's public part: what other features may import (lint/feature-boundaries.js). */
export { elementKey } from './elements';
