/** The contract of `api/content-reports`, `api/moderation-actions` and `api/notices`. */
export const contentReportsPath = 'content-reports';
export const contentReportsMethods = ['find', 'create'] as const;
export const moderationActionsPath = 'moderation-actions';
export const moderationActionsMethods = ['create'] as const;
export const noticesPath = 'notices';
export const noticesMethods = ['find', 'patch'] as const;

/** The kinds of player content anyone can report and moderators act on. */
export const MODERATED_KINDS = ['stuff', 'listing', 'portal', 'hint'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];
/** What a moderator does to a record: hide it from others, show it again, delete it, or warn its author. */
export const MODERATION_ACTIONS = ['hide', 'restore', 'delete', 'warn'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const REPORT_REASON_MIN = 3;
export const REPORT_REASON_MAX = 200;
export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 500;
