/** The settings feature's public part: what other features may import (lint/feature-boundaries.js). */
export { useConfigFlags } from './flags';
