/** The progress feature's public part: what other features may import (lint/feature-boundaries.js). */
export { ProgressToggle } from './ProgressToggle';
export { useProgress } from './progress-store';
