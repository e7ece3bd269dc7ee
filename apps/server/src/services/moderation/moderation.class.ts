import { BadRequest, Conflict, NotAuthenticated, NotFound } from '@feathersjs/errors';
import type { Id, Paginated, Params } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { currentUser } from '../../hooks/authenticate';
import { actorOf } from '../back-office/audit';
import { isUniqueViolation } from '../boards/moderation';
import { moderate } from './actions';
import { KINDS } from './kinds';
import type {
  ContentReportCreated,
  ContentReportData,
  ContentReportQuery,
  ModerationActionData,
  ModerationActionResult,
  Notice,
  NoticePatch,
  NoticeQuery,
  ReportedRecord,
} from './moderation.schema';
import type { ModeratedKind } from './moderation.shared';

type Row = Record<string, unknown>;
const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;
/** Reasons shown per record in the queue (the count says how many there are in all). */
const REASONS_SHOWN = 5;

/**
 * The record a player may report: one they can read. A stuff is named by its share id (what its
 * link holds); a private one, or one already hidden by a moderator, cannot be reported by others.
 */
async function reportable(db: Knex, kind: ModeratedKind, record: number | string, userId: number): Promise<Row> {
  const spec = KINDS[kind];
  const where = kind === 'stuff' ? (typeof record === 'string' && SHARE_ID.test(record) ? { shareId: record } : null) : typeof record === 'number' ? { [spec.id]: record } : null;
  const row = where ? ((await db(spec.table).where(where).first()) as Row | undefined) : undefined;
  const missing = new NotFound(`No ${kind} ${String(record).slice(0, 30)}`);
  if (!row) throw missing;
  if (kind === 'stuff' && row.sharing === 'private' && String(row.author) !== String(userId)) throw missing;
  if (spec.isHidden(row)) throw new Conflict('A moderator already hid this', { key: 'already-hidden' });
  if (spec.authorOf(row) === userId) throw new BadRequest('You cannot report your own content', { key: 'own-content' });
  return row;
}

/**
 * `api/content-reports`: a signed-in player reports a stuff, a group listing, a portal report or a
 * treasure hint with a reason (once per record); moderators read the queue, one row per record.
 */
export class ContentReportService {
  constructor(private readonly db: Knex) {}

  async create(data: ContentReportData, params: Params = {}): Promise<ContentReportCreated> {
    const user = currentUser(params);
    if (!user) throw new NotAuthenticated('Sign in to report content');
    const spec = KINDS[data.kind];
    const row = await reportable(this.db, data.kind, data.record, user._id);
    const record = Number(row[spec.id]);
    try {
      await this.db('content_reports').insert({ kind: data.kind, record, user: user._id, reason: data.reason.trim(), createdAt: new Date().toISOString() });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict('You already reported this', { key: 'already-reported' });
      throw error;
    }
    const [{ total }] = (await this.db('content_reports').where({ kind: data.kind, record }).whereNull('resolvedAt').count({ total: '*' })) as { total: number | string }[];
    return { kind: data.kind, record, reports: Number(total) };
  }

  async find(params: Params<ContentReportQuery> = {}): Promise<Paginated<ReportedRecord>> {
    const { kind, status = 'open', $limit = 20, $skip = 0 } = params.query ?? {};
    const base = this.db('content_reports as c').modify((builder) => {
      if (kind) builder.where('c.kind', kind);
      if (status === 'open') builder.whereNull('c.resolvedAt');
      else builder.whereNotNull('c.resolvedAt');
    });
    const groups = base.clone().select('c.kind', 'c.record').count({ reports: '*' }).max({ lastReportedAt: 'c.createdAt' }).groupBy('c.kind', 'c.record');
    const [{ total }] = (await this.db.from(groups.clone().as('g')).count({ total: '*' })) as { total: number | string }[];
    const page = ($limit === 0 ? [] : await groups.orderBy([{ column: 'reports', order: 'desc' }, { column: 'lastReportedAt', order: 'desc' }]).limit($limit).offset($skip)) as {
      kind: ModeratedKind;
      record: number | string;
      reports: number | string;
      lastReportedAt: string;
    }[];
    // The page's records, their authors and their latest reasons: a few queries for the whole page.
    const keyOf = (kind: string, record: unknown) => `${kind}:${Number(record)}`;
    const rows = new Map<string, Row>();
    for (const kind of new Set(page.map((group) => group.kind))) {
      const spec = KINDS[kind];
      const ids = page.filter((group) => group.kind === kind).map((group) => Number(group.record));
      for (const row of (await this.db(spec.table).whereIn(spec.id, ids)) as Row[]) rows.set(keyOf(kind, row[spec.id]), row);
    }
    const authorIds = [...rows.entries()].map(([key, row]) => KINDS[key.split(':')[0] as ModeratedKind].authorOf(row)).filter((id): id is number => id !== null);
    const usernames = new Map(
      ((await this.db('users').whereIn('_id', [...new Set(authorIds)]).select('_id', 'username')) as { _id: number; username: string }[]).map((user) => [Number(user._id), user.username]),
    );
    const said = new Map<string, ReportedRecord['reasons']>();
    if (page.length) {
      const reasons = (await base
        .clone()
        .where((either) => {
          for (const group of page) either.orWhere({ 'c.kind': group.kind, 'c.record': Number(group.record) });
        })
        .join('users as u', 'u._id', 'c.user')
        .orderBy('c.createdAt', 'desc')
        .select('c.kind', 'c.record', 'c.reason', 'u.username as reporter', 'c.createdAt')) as ({ kind: string; record: number } & ReportedRecord['reasons'][number])[];
      for (const { kind, record, ...reason } of reasons) {
        const list = said.get(keyOf(kind, record)) ?? [];
        if (list.length < REASONS_SHOWN) list.push(reason);
        said.set(keyOf(kind, record), list);
      }
    }
    const data: ReportedRecord[] = page.map((group) => {
      const spec = KINDS[group.kind];
      const record = Number(group.record);
      const row = rows.get(keyOf(group.kind, record));
      const authorId = row ? spec.authorOf(row) : null;
      const username = authorId === null ? undefined : usernames.get(authorId);
      return {
        kind: group.kind,
        record,
        link: group.kind === 'stuff' && row ? String(row.shareId) : String(record),
        subject: row ? spec.subject(row) : '',
        facts: row ? spec.facts(row) : {},
        author: authorId !== null && username ? { id: authorId, username } : null,
        hidden: row ? spec.isHidden(row) : false,
        reports: Number(group.reports),
        reasons: said.get(keyOf(group.kind, record)) ?? [],
        lastReportedAt: group.lastReportedAt,
        missing: !row,
      };
    });
    return { total: Number(total), limit: $limit, skip: $skip, data };
  }
}

/** `api/moderation-actions`: hide, restore, delete or warn, with a reason (moderators). */
export class ModerationActionService {
  constructor(private readonly db: Knex) {}

  async create(data: ModerationActionData, params: Params = {}): Promise<ModerationActionResult> {
    const result = await moderate(this.db, actorOf(params), data);
    return { kind: data.kind, record: data.record, action: data.action, ...result };
  }
}

/** `api/notices`: what moderators did to the caller's content, newest first; each can be marked read. */
export class NoticeService {
  constructor(private readonly db: Knex) {}

  private own(params: Params) {
    const user = currentUser(params);
    if (!user) throw new NotAuthenticated('Sign in to read your notices');
    return user;
  }

  async find(params: Params<NoticeQuery> = {}): Promise<Paginated<Notice>> {
    const user = this.own(params);
    const { unread, $limit = 20, $skip = 0 } = params.query ?? {};
    const base = this.db('user_notices').where('user', user._id);
    if (unread) base.whereNull('readAt');
    const [{ total }] = (await base.clone().count({ total: '*' })) as { total: number | string }[];
    const rows = $limit === 0 ? [] : ((await base.orderBy([{ column: 'createdAt', order: 'desc' }, { column: '_id', order: 'desc' }]).limit($limit).offset($skip)) as Row[]);
    return { total: Number(total), limit: $limit, skip: $skip, data: rows.map(toNotice) };
  }

  async patch(id: Id | null, _data: NoticePatch, params: Params = {}): Promise<Notice> {
    const user = this.own(params);
    const row = (await this.db('user_notices').where('_id', Number(id)).first()) as Row | undefined;
    // Someone else's notice does not exist for the caller (its id says nothing).
    if (!row || Number(row.user) !== user._id) throw new NotFound('No such notice');
    if (!row.readAt) await this.db('user_notices').where('_id', Number(row._id)).update({ readAt: new Date().toISOString() });
    return toNotice((await this.db('user_notices').where('_id', Number(row._id)).first()) as Row);
  }
}

function toNotice(row: Row): Notice {
  return {
    _id: Number(row._id),
    kind: row.kind as ModeratedKind,
    record: Number(row.record),
    action: row.action as Notice['action'],
    subject: String(row.subject),
    reason: String(row.reason),
    moderator: String(row.moderator),
    createdAt: String(row.createdAt),
    readAt: (row.readAt as string | null) ?? null,
  };
}
