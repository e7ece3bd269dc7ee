import { resolve } from '@feathersjs/schema';
import { querySyntax, Type, type Static } from '@feathersjs/typebox';
import type { HookContext } from '../../declarations';
import { currentUser } from '../../hooks/authenticate';
import { dataValidator, queryValidator } from '../../hooks/validate';
import { lazyValidator } from '../../hooks/compile-later';
import {
  BUG_REPORT_DESCRIPTION_MAX as DESCRIPTION_MAX,
  BUG_REPORT_DESCRIPTION_MIN as DESCRIPTION_MIN,
  BUG_REPORT_PAGE_MAX as PAGE_MAX,
  BUG_REPORT_PAGE_PATTERN as PAGE_PATTERN,
  BUG_REPORT_TITLE_MAX as TITLE_MAX,
  BUG_REPORT_TITLE_MIN as TITLE_MIN,
} from './bug-reports.shared';

export const bugReportSchema = Type.Object(
  {
    _id: Type.Integer(),
    user: Type.Union([Type.Integer(), Type.Null()]),
    title: Type.String({ minLength: TITLE_MIN, maxLength: TITLE_MAX }),
    description: Type.String({ minLength: DESCRIPTION_MIN, maxLength: DESCRIPTION_MAX }),
    page: Type.Optional(
      Type.Union([Type.String({ maxLength: PAGE_MAX, pattern: PAGE_PATTERN }), Type.Null()]),
    ),
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

export const bugReportQuerySchema = querySyntax(Type.Pick(bugReportSchema, ['_id', 'user', 'createdAt']));
export type BugReportQuery = Static<typeof bugReportQuerySchema>;
export const bugReportQueryValidate = lazyValidator(bugReportQuerySchema, queryValidator);

const now = async () => new Date().toISOString();

export const bugReportDataResolver = resolve<BugReport, HookContext>({
  user: async (_value, _report, context) => currentUser(context.params)?._id ?? null,
  page: async (value) => value || null,
  createdAt: now,
  updatedAt: now,
});
