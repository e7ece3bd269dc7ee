import { Forbidden } from '@feathersjs/errors';
import { resolveData } from '@feathersjs/schema';
import type { Params } from '@feathersjs/feathers';
import type { NextFunction, Request, Response } from 'express';
import type { Application, HookContext } from '../../declarations';
import { authenticated, currentUser, optionalAuthenticated } from '../../hooks/authenticate';
import { botCheckOf, rememberCaller, type BotCheck } from '../../hooks/bot-check';
import { integerId } from '../../hooks/integer-id';
import { guestHourlyLimit, rateLimit } from '../../hooks/rate-limit';
import { requireRole } from '../../hooks/require-role';
import { validateData, validateQuery } from '../../hooks/validate';
import {
  bugReportActionValidate,
  bugReportDataResolver,
  bugReportDataValidate,
  bugReportPatchValidate,
  bugReportQueryValidate,
  type BugReportAction,
  type BugReportActionResult,
} from './bug-reports.schema';
import { BugReportService } from './bug-reports.class';
import { bugReportActionsMethods, bugReportActionsPath, bugReportsMethods, bugReportsPath, BUG_REPORT_PAGE_MAX } from './bug-reports.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { bugReportActionsDocs, bugReportsDocs } from './bug-reports.docs';

export { BugReportService };
export const BUG_REPORTS_PATH = apiPath(bugReportsPath);
export const BUG_REPORT_ACTIONS_PATH = apiPath(bugReportActionsPath);

/** `POST /api/bug-report-actions`: one moderator action on many reports. */
export class BugReportActionService {
  constructor(private readonly reports: BugReportService) {}
  async create(data: BugReportAction, params: Params = {}): Promise<BugReportActionResult> {
    return this.reports.act(params, data);
  }
}

declare module '../../declarations' {
  interface ServiceTypes {
    [BUG_REPORTS_PATH]: Pick<BugReportService, (typeof bugReportsMethods)[number]>;
    [BUG_REPORT_ACTIONS_PATH]: Pick<BugReportActionService, (typeof bugReportActionsMethods)[number]>;
  }
}

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

/**
 * Express middleware: the page a report was sent from, when the sender did not say: the bug-report
 * form's `?from=`, else the same-site page the request came from (never the form itself).
 */
function rememberSentFrom(req: Request, _res: Response, next: NextFunction): void {
  const request = req as Request & { feathers?: Record<string, unknown> };
  const referer = req.get('referer');
  let sentFrom: string | undefined;
  try {
    const url = referer ? new URL(referer) : null;
    if (url && url.host === req.get('host')) {
      const from = url.searchParams.get('from');
      const path = from?.startsWith('/') && !from.startsWith('//') ? from : `${url.pathname}${url.search}`;
      if (!/^\/[a-z]{2}\/bug-report\/?$/.test(path.split('?')[0]!)) sentFrom = path.slice(0, BUG_REPORT_PAGE_MAX);
    }
  } catch {
    /* an unreadable Referer says nothing */
  }
  request.feathers = { ...request.feathers, sentFrom };
  next();
}

function pageFromReferer(context: HookContext): void {
  const data = context.data as Record<string, unknown>;
  const sentFrom = (context.params as { sentFrom?: string }).sentFrom;
  if (!data.page && sentFrom && /^\/(?!\/)\S*$/.test(sentFrom)) context.data = { ...data, page: sentFrom };
}

/** Guests judged bots (when the bot check is configured) cannot send reports. */
function refuseBots(check: BotCheck | undefined) {
  return async (context: HookContext): Promise<void> => {
    if (!check || context.params.provider !== 'rest' || currentUser(context.params)) return;
    const { userAgent, ip } = context.params as { userAgent?: string; ip?: string };
    if (await check({ userAgent, ip })) throw new Forbidden('Automated reports are refused', { key: 'bot' });
  };
}

/**
 * Anyone may report a bug (rate limited per minute, and for guests per hour per address and per
 * network; bots refused when the bot check is on); admins and moderators read the queue and act on it.
 */
export function registerBugReports(app: Application): void {
  const config = app.get('config');
  const staffOnly = [authenticated, requireRole('admin', 'moderator')];
  const service = new BugReportService(app.get('db'));
  app.use(BUG_REPORTS_PATH, withDocs(service, bugReportsDocs), {
    methods: [...bugReportsMethods],
    events: [],
    express: { before: [rememberCaller, rememberSentFrom] },
  });
  app.service(BUG_REPORTS_PATH).hooks({
    before: {
      find: [...staffOnly, validateQuery(bugReportQueryValidate)],
      get: [...staffOnly, integerId],
      create: [
        optionalAuthenticated,
        refuseBots(botCheckOf(app)),
        rateLimit(config.rateLimitPerMinute),
        guestHourlyLimit(config.guestReportsPerHour, 'Too many reports from this network, please try again later'),
        trimText,
        pageFromReferer,
        validateData(bugReportDataValidate),
        resolveData(bugReportDataResolver),
      ],
      patch: [...staffOnly, integerId, validateData(bugReportPatchValidate)],
      remove: [...staffOnly, integerId],
    },
  });
  app.use(BUG_REPORT_ACTIONS_PATH, withDocs(new BugReportActionService(service), bugReportActionsDocs), {
    methods: [...bugReportActionsMethods],
    events: [],
  });
  app.service(BUG_REPORT_ACTIONS_PATH).hooks({ before: { create: [...staffOnly, validateData(bugReportActionValidate)] } });
}
