/** The boards feature's public part: what other features may import (lint/feature-boundaries.js). */
export { FlagButton } from './FlagButton';
export { IdolRuleNote } from './IdolRuleNote';
export { ServerSelect } from './ServerSelect';
export { SignInToWrite } from './SignInToWrite';
export { boardServer, positiveInt, rememberServer } from './selected-server';
export { relativeTime } from './time';
export type { Dimension, GroupListing, PortalReport } from './types';
export { useBoardAction } from './use-board-action';
