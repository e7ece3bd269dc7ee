/** The contract of `api/bug-reports` (anyone reports, staff read and act) and `api/bug-report-actions`. */
export const bugReportsPath = 'bug-reports';
export const bugReportsMethods = ['find', 'get', 'create', 'patch', 'remove'] as const;
export const bugReportActionsPath = 'bug-report-actions';
export const bugReportActionsMethods = ['create'] as const;

export const BUG_REPORT_TITLE_MIN = 5;
export const BUG_REPORT_TITLE_MAX = 150;
export const BUG_REPORT_DESCRIPTION_MIN = 20;
export const BUG_REPORT_DESCRIPTION_MAX = 5000;
export const BUG_REPORT_PAGE_MAX = 500;
export const BUG_REPORT_SEARCH_MAX = 100;
/** An http(s) address or a path on this site (`/fr/database/…`, not `//other.host`); empty = none. */
export const BUG_REPORT_PAGE_PATTERN = '^(https?://\\S+|/(?!/)\\S*)?$';

/** Where a report stands in the queue. */
export const BUG_REPORT_STATUSES = ['open', 'closed', 'spam'] as const;
export type BugReportStatus = (typeof BUG_REPORT_STATUSES)[number];
/** What a moderator does to many reports at once (`delete` asks the page to confirm first). */
export const BUG_REPORT_ACTIONS = ['open', 'closed', 'spam', 'delete'] as const;
/** At most this many reports change in one action (a larger match is a 400: narrow the filter). */
export const BUG_REPORT_BULK_MAX = 1000;
