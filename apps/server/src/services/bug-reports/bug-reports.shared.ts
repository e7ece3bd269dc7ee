/** The contract of `api/bug-reports` (anyone reports, staff read). */
export const bugReportsPath = 'bug-reports';
export const bugReportsMethods = ['find', 'get', 'create', 'remove'] as const;

export const TITLE_MIN = 5;
export const TITLE_MAX = 150;
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 5000;
export const PAGE_MAX = 500;
/** An http(s) address or a path on this site (`/fr/database/…`, not `//other.host`); empty = none. */
export const PAGE_PATTERN = '^(https?://\\S+|/(?!/)\\S*)?$';
