import {
  BUG_REPORT_DESCRIPTION_MAX as DESCRIPTION_MAX,
  BUG_REPORT_DESCRIPTION_MIN as DESCRIPTION_MIN,
  BUG_REPORT_PAGE_MAX as PAGE_MAX,
  BUG_REPORT_PAGE_PATTERN,
  BUG_REPORT_TITLE_MAX as TITLE_MAX,
  BUG_REPORT_TITLE_MIN as TITLE_MIN,
} from '@grimoire/server/client';
import { lengthError, patternError, type FieldErrors } from '../../lib/forms/field-errors';

/** Spec §5: title at least 5 characters, description at least 20 (the server's bug-reports contract). */
export { DESCRIPTION_MAX, DESCRIPTION_MIN, PAGE_MAX, TITLE_MAX, TITLE_MIN };
/** An http(s) address or a path on this site, as the server accepts. */
export const PAGE_PATTERN = new RegExp(BUG_REPORT_PAGE_PATTERN);

export interface BugReportDraft {
  title: string;
  description: string;
  /** The page the report is about (optional). */
  page: string;
}
export type BugReportField = keyof BugReportDraft;

export function validateBugReport(draft: BugReportDraft): FieldErrors<BugReportField> {
  const errors: FieldErrors<BugReportField> = {};
  const title = lengthError(draft.title, TITLE_MIN, TITLE_MAX);
  if (title) errors.title = title;
  const description = lengthError(draft.description, DESCRIPTION_MIN, DESCRIPTION_MAX);
  if (description) errors.description = description;
  const page = draft.page.trim();
  const pageError = page ? (lengthError(page, 0, PAGE_MAX) ?? patternError(page, PAGE_PATTERN)) : null;
  if (pageError) errors.page = pageError;
  return errors;
}

/** What the API receives: trimmed texts, and the page URL only when there is one. */
export function bugReportPayload(draft: BugReportDraft): { title: string; description: string; page?: string } {
  const page = draft.page.trim();
  return { title: draft.title.trim(), description: draft.description.trim(), ...(page ? { page } : {}) };
}

/**
 * The page a report is about: `?from=` when it is a same-site path, else the same-site Referer's
 * path; never another site's address.
 */
export function reportedPage(requestUrl: string, from: string | null, referer: string | null): string {
  const here = new URL(requestUrl);
  for (const candidate of [from, referer]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, here.origin);
      const isSamePage = url.pathname === here.pathname;
      if (url.origin === here.origin && !isSamePage && !candidate.startsWith('//')) return `${url.pathname}${url.search}`;
    } catch {
      // not a URL: ignore it
    }
  }
  return '';
}
