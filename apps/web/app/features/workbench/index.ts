/** The workbench feature's public part: what other features may import (lint/feature-boundaries.js). */
export { showSaveError, useSendToWorkbench } from './send-to-workbench';
export { loadRecipeClosure } from './recipe-data';
