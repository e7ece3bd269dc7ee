/** The contract of `api/bug-reports` (anyone reports, staff read). */
export const bugReportsPath = 'bug-reports';
export const bugReportsMethods = ['find', 'get', 'create', 'remove'] as const;

export const BUG_REPORT_TITLE_MIN = 5;
export const BUG_REPORT_TITLE_MAX = 150;
export const BUG_REPORT_DESCRIPTION_MIN = 20;
export const BUG_REPORT_DESCRIPTION_MAX = 5000;
export const BUG_REPORT_PAGE_MAX = 500;
/** An http(s) address or a path on this site (`/fr/database/…`, not `//other.host`); empty = none. */
export const BUG_REPORT_PAGE_PATTERN = '^(https?://\\S+|/(?!/)\\S*)?$';
