import { resolve } from '@feathersjs/schema';
import { Type, type Static } from '@feathersjs/typebox';
import type { HookContext } from '../../declarations';
import { currentUser } from '../../hooks/authenticate';
import { dataValidator, queryValidator } from '../../hooks/validate';
import { lazyValidator } from '../../hooks/compile-later';
import {
  BUG_REPORT_ACTIONS,
  BUG_REPORT_BULK_MAX,
  BUG_REPORT_DESCRIPTION_MAX as DESCRIPTION_MAX,
  BUG_REPORT_DESCRIPTION_MIN as DESCRIPTION_MIN,
  BUG_REPORT_PAGE_MAX as PAGE_MAX,
  BUG_REPORT_PAGE_PATTERN as PAGE_PATTERN,
  BUG_REPORT_SEARCH_MAX,
  BUG_REPORT_STATUSES,
  BUG_REPORT_TITLE_MAX as TITLE_MAX,
  BUG_REPORT_TITLE_MIN as TITLE_MIN,
} from './bug-reports.shared';

const status = Type.Union(BUG_REPORT_STATUSES.map((value) => Type.Literal(value)));
/** Plain text: no control characters but line breaks and tabs (a report is shown as text, escaped). */
const PLAIN_TEXT = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
const day = Type.String({ format: 'date', description: 'A day, `YYYY-MM-DD` (UTC)' });
const fingerprint = Type.String({ pattern: '^[0-9a-f]{32}$', description: 'Reports with one fingerprint are duplicates' });

export const bugReportSchema = Type.Object(
  {
    _id: Type.Integer(),
    user: Type.Union([Type.Integer(), Type.Null()]),
    /** The signed-in reporter's name (null for a guest). */
    reporter: Type.Union([Type.String(), Type.Null()]),
    title: Type.String({ minLength: TITLE_MIN, maxLength: TITLE_MAX, pattern: PLAIN_TEXT }),
    description: Type.String({ minLength: DESCRIPTION_MIN, maxLength: DESCRIPTION_MAX, pattern: PLAIN_TEXT }),
    page: Type.Union([Type.String({ maxLength: PAGE_MAX, pattern: PAGE_PATTERN }), Type.Null()]),
    status,
    fingerprint,
    /** How many reports share the fingerprint (within the status asked for, if any). */
    duplicates: Type.Integer({ minimum: 1 }),
    statusChangedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    statusChangedBy: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'BugReport', additionalProperties: false },
);
export type BugReport = Static<typeof bugReportSchema>;

/** What a reporter (guest or signed in) sends. */
export const bugReportDataSchema = Type.Object(
  {
    title: bugReportSchema.properties.title,
    description: bugReportSchema.properties.description,
    page: Type.Optional(Type.String({ maxLength: PAGE_MAX, pattern: PAGE_PATTERN })),
  },
  { $id: 'BugReportData', additionalProperties: false },
);
export type BugReportData = Static<typeof bugReportDataSchema>;
export const bugReportDataValidate = lazyValidator(bugReportDataSchema, dataValidator);

/** The filters of the queue, shared by the list and the bulk actions. */
export const bugReportFilterSchema = Type.Object(
  {
    status: Type.Optional(status),
    /** Words in the title, description or page (case-insensitive). */
    q: Type.Optional(Type.String({ minLength: 1, maxLength: BUG_REPORT_SEARCH_MAX })),
    /** Reports about this page or below it (`/fr/database` matches every database page). */
    page: Type.Optional(Type.String({ minLength: 1, maxLength: PAGE_MAX })),
    fingerprint: Type.Optional(fingerprint),
    /** Sent on or after this day, on or before that one. */
    from: Type.Optional(day),
    to: Type.Optional(day),
  },
  { additionalProperties: false },
);
export type BugReportFilter = Static<typeof bugReportFilterSchema>;

export const bugReportQuerySchema = Type.Object(
  {
    ...bugReportFilterSchema.properties,
    /** One row per group of duplicates: its newest report, with `duplicates` counting the group. */
    grouped: Type.Optional(Type.Boolean()),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    $skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    $sort: Type.Optional(Type.Object({ createdAt: Type.Union([Type.Literal(1), Type.Literal(-1)]) }, { additionalProperties: false })),
  },
  { $id: 'BugReportQuery', additionalProperties: false },
);
export type BugReportQuery = Static<typeof bugReportQuerySchema>;
export const bugReportQueryValidate = lazyValidator(bugReportQuerySchema, queryValidator);

/** A moderator sets one report's status. */
export const bugReportPatchSchema = Type.Object({ status }, { $id: 'BugReportPatch', additionalProperties: false });
export type BugReportPatch = Static<typeof bugReportPatchSchema>;
export const bugReportPatchValidate = lazyValidator(bugReportPatchSchema, dataValidator);

/**
 * One action on many reports: the ones listed (`ids`), the groups of duplicates listed
 * (`fingerprints`), or every one a filter matches (at least one filter); together, all must hold.
 */
export const bugReportActionSchema = Type.Object(
  {
    action: Type.Union(BUG_REPORT_ACTIONS.map((value) => Type.Literal(value))),
    ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: BUG_REPORT_BULK_MAX, uniqueItems: true })),
    fingerprints: Type.Optional(Type.Array(fingerprint, { minItems: 1, maxItems: 100, uniqueItems: true })),
    filter: Type.Optional(bugReportFilterSchema),
  },
  { $id: 'BugReportAction', additionalProperties: false },
);
export type BugReportAction = Static<typeof bugReportActionSchema>;
export const bugReportActionValidate = lazyValidator(bugReportActionSchema, dataValidator);

export const bugReportActionResultSchema = Type.Object(
  {
    action: bugReportActionSchema.properties.action,
    /** Reports the action changed. */
    count: Type.Integer({ minimum: 0 }),
    /** The audit entry that undoes it (null when nothing changed). */
    auditId: Type.Union([Type.Integer(), Type.Null()]),
  },
  { $id: 'BugReportActionResult', additionalProperties: false },
);
export type BugReportActionResult = Static<typeof bugReportActionResultSchema>;

const now = async () => new Date().toISOString();

export const bugReportDataResolver = resolve<BugReport, HookContext>({
  user: async (_value, _report, context) => currentUser(context.params)?._id ?? null,
  page: async (value) => value || null,
  createdAt: now,
  updatedAt: now,
});
