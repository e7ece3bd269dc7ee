import type { Application, HookContext } from '../../declarations';
import { authenticated } from '../../hooks/authenticate';
import { integerId } from '../../hooks/integer-id';
import { rateLimit, rememberIp } from '../../hooks/rate-limit';
import { requireRole } from '../../hooks/require-role';
import { validateData, validateQuery } from '../../hooks/validate';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { MAP_CLUE_PATH } from '../treasure-hunt/map-clue';
import { ContentReportService, ModerationActionService, NoticeService } from './moderation.class';
import { contentReportsDocs, moderationActionsDocs, noticesDocs } from './moderation.docs';
import {
  contentReportDataValidate,
  contentReportQueryValidate,
  moderationActionDataValidate,
  noticePatchValidate,
  noticeQueryValidate,
  type ModerationActionData,
} from './moderation.schema';
import {
  contentReportsMethods,
  contentReportsPath,
  moderationActionsMethods,
  moderationActionsPath,
  noticesMethods,
  noticesPath,
} from './moderation.shared';

export { ContentReportService, ModerationActionService, NoticeService };
export const CONTENT_REPORTS_PATH = apiPath(contentReportsPath);
export const MODERATION_ACTIONS_PATH = apiPath(moderationActionsPath);
export const NOTICES_PATH = apiPath(noticesPath);

declare module '../../declarations' {
  interface ServiceTypes {
    [CONTENT_REPORTS_PATH]: Pick<ContentReportService, (typeof contentReportsMethods)[number]>;
    [MODERATION_ACTIONS_PATH]: Pick<ModerationActionService, (typeof moderationActionsMethods)[number]>;
    [NOTICES_PATH]: Pick<NoticeService, (typeof noticesMethods)[number]>;
  }
}

/** Reports of content, the moderators' actions on it, and the notices its authors read. */
export function registerModeration(app: Application): void {
  const db = app.get('db');
  const staff = [authenticated, requireRole('admin', 'moderator')];
  app.use(CONTENT_REPORTS_PATH, withDocs(new ContentReportService(db), contentReportsDocs), {
    methods: [...contentReportsMethods],
    events: [],
    express: { before: [rememberIp] },
  });
  app.service(CONTENT_REPORTS_PATH).hooks({
    before: {
      find: [...staff, validateQuery(contentReportQueryValidate)],
      create: [authenticated, rateLimit(app.get('config').rateLimitPerMinute, 'Too many reports, please try again in a minute'), validateData(contentReportDataValidate)],
    },
  });
  // A hint hidden or shown again changes the treasure-hunt answers at once.
  const refreshHints = async (context: HookContext) => {
    if ((context.data as ModerationActionData).kind === 'hint') await app.service(MAP_CLUE_PATH).refreshIndex();
  };
  app.use(MODERATION_ACTIONS_PATH, withDocs(new ModerationActionService(db), moderationActionsDocs), { methods: [...moderationActionsMethods], events: [] });
  app.service(MODERATION_ACTIONS_PATH).hooks({
    before: { create: [...staff, validateData(moderationActionDataValidate)] },
    after: { create: [refreshHints] },
  });
  app.use(NOTICES_PATH, withDocs(new NoticeService(db), noticesDocs), { methods: [...noticesMethods], events: [] });
  app.service(NOTICES_PATH).hooks({
    before: { find: [authenticated, validateQuery(noticeQueryValidate)], patch: [authenticated, integerId, validateData(noticePatchValidate)] },
  });
}
