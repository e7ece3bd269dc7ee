import { Type, type Static } from '@feathersjs/typebox';
import { lazyValidator } from '../../hooks/compile-later';
import { dataValidator, queryValidator } from '../../hooks/validate';
import {
  MODERATED_KINDS,
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  REPORT_REASON_MAX,
  REPORT_REASON_MIN,
} from './moderation.shared';

const kind = Type.Union(MODERATED_KINDS.map((value) => Type.Literal(value)));
const action = Type.Union(MODERATION_ACTIONS.map((value) => Type.Literal(value)));
/** A record: its integer id, or a stuff's share id (what the stuff's link holds). */
const record = Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' })]);
const PLAIN_TEXT = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/** A player reports a record to the moderators, with a reason. */
export const contentReportDataSchema = Type.Object(
  { kind, record, reason: Type.String({ minLength: REPORT_REASON_MIN, maxLength: REPORT_REASON_MAX, pattern: PLAIN_TEXT }) },
  { $id: 'ContentReportData', additionalProperties: false },
);
export type ContentReportData = Static<typeof contentReportDataSchema>;
export const contentReportDataValidate = lazyValidator(contentReportDataSchema, dataValidator);

export const contentReportCreatedSchema = Type.Object(
  { kind, record: Type.Integer(), reports: Type.Integer({ minimum: 1, description: 'Open reports of this record so far' }) },
  { $id: 'ContentReportCreated', additionalProperties: false },
);
export type ContentReportCreated = Static<typeof contentReportCreatedSchema>;

export const contentReportQuerySchema = Type.Object(
  {
    kind: Type.Optional(kind),
    /** `open` (default): reports no action has closed yet; `resolved`: the ones handled. */
    status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('resolved')])),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    $skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  },
  { $id: 'ContentReportQuery', additionalProperties: false },
);
export type ContentReportQuery = Static<typeof contentReportQuerySchema>;
export const contentReportQueryValidate = lazyValidator(contentReportQuerySchema, queryValidator);

/** One reported record in the moderators' queue: what it is, who wrote it, what players said. */
export const reportedRecordSchema = Type.Object(
  {
    kind,
    record: Type.Integer(),
    /** Where it is read: a stuff's share id, the record's id otherwise. */
    link: Type.String(),
    subject: Type.String(),
    /** What the author wrote (`text`, `contact`) and game ids to name (`level`, `breed`, `server`, `dimension`, `dungeon`, `clueId`), by kind. */
    facts: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
    author: Type.Union([Type.Object({ id: Type.Integer(), username: Type.String() }), Type.Null()]),
    hidden: Type.Boolean(),
    reports: Type.Integer({ minimum: 1 }),
    reasons: Type.Array(Type.Object({ reason: Type.String(), reporter: Type.String(), createdAt: Type.String() })),
    lastReportedAt: Type.String(),
    /** Gone since it was reported (its author deleted it, or it expired). */
    missing: Type.Boolean(),
  },
  { $id: 'ReportedRecord', additionalProperties: false },
);
export type ReportedRecord = Static<typeof reportedRecordSchema>;

/** A moderator's action on one record, with the reason the author and the audit log see. */
export const moderationActionDataSchema = Type.Object(
  {
    kind,
    record: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    action,
    reason: Type.String({ minLength: MODERATION_REASON_MIN, maxLength: MODERATION_REASON_MAX, pattern: PLAIN_TEXT }),
  },
  { $id: 'ModerationActionData', additionalProperties: false },
);
export type ModerationActionData = Static<typeof moderationActionDataSchema>;
export const moderationActionDataValidate = lazyValidator(moderationActionDataSchema, dataValidator);

export const moderationActionResultSchema = Type.Object(
  {
    kind,
    record: Type.Integer(),
    action,
    /** Open reports this action closed. */
    resolved: Type.Integer({ minimum: 0 }),
    /** Whether the author was told (a guest's stuff has no one to tell). */
    notified: Type.Boolean(),
    auditId: Type.Integer(),
  },
  { $id: 'ModerationActionResult', additionalProperties: false },
);
export type ModerationActionResult = Static<typeof moderationActionResultSchema>;

/** What a moderator did to a player's content, as its author reads it. */
export const noticeSchema = Type.Object(
  {
    _id: Type.Integer(),
    kind,
    record: Type.Integer(),
    action,
    subject: Type.String(),
    reason: Type.String(),
    moderator: Type.String(),
    createdAt: Type.String(),
    readAt: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'Notice', additionalProperties: false },
);
export type Notice = Static<typeof noticeSchema>;
export const noticeQuerySchema = Type.Object(
  {
    unread: Type.Optional(Type.Boolean()),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 50 })),
    $skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { $id: 'NoticeQuery', additionalProperties: false },
);
export type NoticeQuery = Static<typeof noticeQuerySchema>;
export const noticeQueryValidate = lazyValidator(noticeQuerySchema, queryValidator);
export const noticePatchSchema = Type.Object({ read: Type.Literal(true) }, { $id: 'NoticePatch', additionalProperties: false });
export type NoticePatch = Static<typeof noticePatchSchema>;
export const noticePatchValidate = lazyValidator(noticePatchSchema, dataValidator);
