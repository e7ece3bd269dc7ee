/** The characters feature's public part: what other features may import (lint/feature-boundaries.js). */
export { useSelectedCharacter } from './api';
export { loadServerOptions, optionLabel, type Option } from './reference';
