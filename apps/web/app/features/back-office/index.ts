/** The back-office feature's public part: what other features may import (lint/feature-boundaries.js). */
export { RememberLastPage } from './RememberLastPage';
export { canUseBackOffice } from './roles';
