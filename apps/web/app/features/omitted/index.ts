/** The omitted feature's public part: what other features may import (lint/feature-boundaries.js). */
export { OmittedField, OmittedNote } from './OmittedNote';
