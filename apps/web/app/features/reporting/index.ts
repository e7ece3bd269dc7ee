/** The reporting feature's public part: reporting content, and the notices its authors read (lint/feature-boundaries.js). */
export { ModerationNotices } from './ModerationNotices';
export { ReportContentButton } from './ReportContentButton';
