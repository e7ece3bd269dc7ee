/** The map feature's public part: what other features may import (lint/feature-boundaries.js). */
export { MapLink } from './MapLink';
export { mapLinkToMap, mapLinkToSubArea } from './links';
