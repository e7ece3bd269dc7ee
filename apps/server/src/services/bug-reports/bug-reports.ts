import { KnexService, type KnexAdapterParams } from '@feathersjs/knex';
import { resolveData } from '@feathersjs/schema';
import type { Application, HookContext } from '../../declarations';
import { authenticated, optionalAuthenticated } from '../../hooks/authenticate';
import { integerId } from '../../hooks/integer-id';
import { rateLimit, rememberIp } from '../../hooks/rate-limit';
import { requireRole } from '../../hooks/require-role';
import { validateData, validateQuery } from '../../hooks/validate';
import { bugReportDataResolver, bugReportDataValidate, bugReportQueryValidate } from './bug-reports.schema';
import type { BugReport, BugReportData, BugReportQuery } from './bug-reports.schema';
import { bugReportsMethods, bugReportsPath } from './bug-reports.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { bugReportsDocs } from './bug-reports.docs';

export const BUG_REPORTS_PATH = apiPath(bugReportsPath);

declare module '../../declarations' {
  interface ServiceTypes {
    [BUG_REPORTS_PATH]: Pick<BugReportService, (typeof bugReportsMethods)[number]>;
  }
}

export class BugReportService extends KnexService<
  BugReport,
  BugReportData,
  KnexAdapterParams<BugReportQuery>
> {}

/** Blank padding does not count towards the minimum lengths. */
function trimText(context: HookContext): void {
  const data = context.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object') return;
  const trimmed = { ...data };
  for (const field of ['title', 'description', 'page']) {
    if (typeof trimmed[field] === 'string') trimmed[field] = (trimmed[field] as string).trim();
  }
  context.data = trimmed;
}

function newestFirst(context: HookContext): void {
  const query = context.params.query ?? {};
  if (!query.$sort) context.params.query = { ...query, $sort: { createdAt: -1, _id: -1 } };
}

/** Anyone may report a bug (rate limited); only admins and moderators read or delete reports. */
export function registerBugReports(app: Application): void {
  const staffOnly = [authenticated, requireRole('admin', 'moderator')];
  const service = new BugReportService({
    Model: app.get('db'),
    name: 'bug_reports',
    id: '_id',
    paginate: { default: 20, max: 100 },
    multi: false,
  });
  app.use(BUG_REPORTS_PATH, withDocs(service, bugReportsDocs), {
    methods: [...bugReportsMethods],
    events: [],
    express: { before: [rememberIp] },
  });
  app.service(BUG_REPORTS_PATH).hooks({
    before: {
      find: [...staffOnly, validateQuery(bugReportQueryValidate), newestFirst],
      get: [...staffOnly, integerId],
      create: [
        optionalAuthenticated,
        rateLimit(app.get('config').rateLimitPerMinute),
        trimText,
        validateData(bugReportDataValidate),
        resolveData(bugReportDataResolver),
      ],
      remove: [...staffOnly, integerId],
    },
  });
}
