/** `api/content-reports`, `api/moderation-actions` and `api/notices` in the OpenAPI document. */
import { page, type ServiceDocs } from '../../openapi/service-docs';
import {
  contentReportCreatedSchema,
  contentReportDataSchema,
  contentReportQuerySchema,
  moderationActionDataSchema,
  moderationActionResultSchema,
  noticePatchSchema,
  noticeQuerySchema,
  noticeSchema,
  reportedRecordSchema,
} from './moderation.schema';

export const contentReportsDocs: ServiceDocs = {
  summary: { fr: 'Signalements de contenus', en: 'Content reports' },
  tag: 'back',
  methods: {
    find: { access: 'staff', answer: page(reportedRecordSchema), query: contentReportQuerySchema, summary: 'The moderators’ queue: one row per reported record, most reported first' },
    create: {
      access: 'user',
      answer: contentReportCreatedSchema,
      body: contentReportDataSchema,
      summary: 'Reports a stuff (by share id), a group listing, a portal report or a treasure hint, with a reason',
      errors: { 404: 'No such record, or not one the caller can read', 409: 'Already reported by the caller, or already hidden', 429: 'Too many reports' },
    },
  },
};

export const moderationActionsDocs: ServiceDocs = {
  summary: { fr: 'Actions de modération', en: 'Moderation actions' },
  tag: 'back',
  methods: {
    create: {
      access: 'staff',
      answer: moderationActionResultSchema,
      body: moderationActionDataSchema,
      summary: 'Hides, restores, deletes or warns about one record with a reason: its reports close, its author is told, the audit log can undo it',
      errors: { 404: 'No such record', 409: 'Already hidden, or not hidden' },
    },
  },
};

export const noticesDocs: ServiceDocs = {
  summary: { fr: 'Messages de la modération', en: 'Notices from moderators' },
  tag: 'user',
  methods: {
    find: { access: 'user', answer: page(noticeSchema), query: noticeQuerySchema, summary: "What moderators did to the caller's content, newest first" },
    patch: { access: 'user', answer: noticeSchema, body: noticePatchSchema, summary: 'Marks a notice read', errors: { 404: 'No such notice of the caller' } },
  },
};
