import { Conflict, Forbidden, NotAuthenticated } from '@feathersjs/errors';
import type { Params } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { hasRole, type AuthUser } from '../../auth/roles';
import { currentUser } from '../../hooks/authenticate';
import type { ModerationData } from './boards.schema';
import { actorOf } from '../back-office/audit';
import { moderate } from '../moderation/actions';

export type BoardKind = 'portal' | 'listing';
export const BOARD_TABLES: Record<BoardKind, string> = { portal: 'portal_reports', listing: 'group_listings' };

/** One moderator action as the back office lists it. */
export interface AuditLine {
  _id: number;
  kind: BoardKind;
  record: number;
  moderator: number;
  moderatorName: string;
  action: 'hide' | 'show';
  reason: string;
  createdAt: string;
}

/** A record players flagged, with the reasons they gave. */
export interface FlaggedRecord {
  kind: BoardKind;
  record: number;
  flags: number;
  reasons: string[];
  lastFlaggedAt: string;
  hidden: boolean;
  /** Who wrote it, and what it says (a portal's position, a listing's activity and description). */
  author: string;
  summary: string;
}

export const isModerator = (params: Params) => hasRole(currentUser(params), 'admin', 'moderator');

export function signedInUser(params: Params, message: string): AuthUser {
  const user = currentUser(params);
  if (!user) throw new NotAuthenticated(message);
  return user;
}

/** True when a write broke a unique key (SQLite and PostgreSQL word it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/.test(message ?? '');
}

/** A player flags a record for the moderators; a second flag by the same player is a 409. */
export async function flagRecord(db: Knex, kind: BoardKind, record: number, user: AuthUser, reason: string): Promise<void> {
  try {
    await db('content_reports').insert({ kind, record, user: user._id, reason: reason.trim(), createdAt: new Date().toISOString() });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('You already flagged this', { key: 'already-flagged' });
    throw error;
  }
}

/**
 * A moderator hides or shows a record through the one moderation flow (`moderation/actions.ts`: the
 * change, its reports closed, the author's notice, the audit entry), with the boards' own log line in
 * the same transaction.
 */
export async function moderateRecord(db: Knex, kind: BoardKind, record: number, params: Params, data: ModerationData): Promise<void> {
  if (!isModerator(params) && params.provider) throw new Forbidden('Only moderators can hide a record');
  const moderator = currentUser(params);
  const action = data.hidden ? 'hide' : 'restore';
  await moderate(db, actorOf(params), { kind, record, action, reason: data.reason }, async (trx) => {
    await trx('board_moderation_log').insert({
      kind,
      record,
      moderator: moderator?._id ?? 0,
      moderatorName: moderator?.username ?? 'system',
      action: data.hidden ? 'hide' : 'show',
      reason: data.reason.trim(),
      createdAt: new Date().toISOString(),
    });
  });
}

/** The back office's view: records players flagged (most flagged first) and the latest audit lines. */
export async function moderationOverview(db: Knex, limit = 100): Promise<{ flagged: FlaggedRecord[]; log: AuditLine[] }> {
  const flags = await db('content_reports')
    .whereIn('kind', ['portal', 'listing'])
    .whereNull('resolvedAt')
    .select('kind', 'record', 'reason', 'createdAt')
    .orderBy('createdAt', 'desc')
    .limit(2000);
  const byRecord = new Map<string, FlaggedRecord>();
  for (const flag of flags as { kind: BoardKind; record: number; reason: string; createdAt: string }[]) {
    const key = `${flag.kind}:${flag.record}`;
    const entry = byRecord.get(key) ?? { kind: flag.kind, record: Number(flag.record), flags: 0, reasons: [], lastFlaggedAt: flag.createdAt, hidden: false, author: '', summary: '' };
    entry.flags += 1;
    if (entry.reasons.length < 5) entry.reasons.push(flag.reason);
    byRecord.set(key, entry);
  }
  const flagged = [...byRecord.values()];
  for (const kind of ['portal', 'listing'] as const) {
    const ids = flagged.filter((entry) => entry.kind === kind).map((entry) => entry.record);
    if (!ids.length) continue;
    const owner = kind === 'portal' ? 'reporter' : 'owner';
    const rows = (await db(`${BOARD_TABLES[kind]} as r`)
      .join('users as u', 'u._id', `r.${owner}`)
      .whereIn('r._id', ids)
      .select('r.*', 'u.username as author')) as Record<string, unknown>[];
    const byId = new Map(rows.map((row) => [Number(row._id), row]));
    for (const entry of flagged) {
      if (entry.kind !== kind) continue;
      const row = byId.get(entry.record);
      entry.hidden = row ? !!row.hidden : true;
      entry.author = row ? String(row.author) : '';
      entry.summary = !row
        ? ''
        : kind === 'portal'
          ? `server ${row.server}, dimension ${row.dimension}: [${row.posX},${row.posY}]`
          : `${row.activity ?? `dungeon ${row.dungeon}`} — ${row.contact}: ${String(row.description).slice(0, 300)}`;
    }
  }
  flagged.sort((a, b) => b.flags - a.flags || b.lastFlaggedAt.localeCompare(a.lastFlaggedAt));
  const log = (await db('board_moderation_log').orderBy([{ column: 'createdAt', order: 'desc' }, { column: '_id', order: 'desc' }]).limit(limit)) as AuditLine[];
  return { flagged: flagged.slice(0, limit), log: log.map((line) => ({ ...line, _id: Number(line._id), record: Number(line.record) })) };
}

/** Expired listings and portal reports older than the history keeps are deleted (with their flags). */
export const PORTAL_HISTORY_DAYS = 14;
export async function purgeExpired(db: Knex, now = Date.now()): Promise<{ listings: number; portals: number }> {
  const nowIso = new Date(now).toISOString();
  const oldest = new Date(now - PORTAL_HISTORY_DAYS * 86_400_000).toISOString();
  return db.transaction(async (trx) => {
    const listingIds = (await trx('group_listings').where('expiresAt', '<=', nowIso).pluck('_id')) as number[];
    const portalIds = (await trx('portal_reports').where('reportedAt', '<', oldest).pluck('_id')) as number[];
    if (listingIds.length) {
      await trx('content_reports').where('kind', 'listing').whereIn('record', listingIds).delete();
      await trx('group_listings').whereIn('_id', listingIds).delete();
    }
    if (portalIds.length) {
      await trx('content_reports').where('kind', 'portal').whereIn('record', portalIds).delete();
      await trx('portal_votes').whereIn('report', portalIds).delete();
      await trx('portal_reports').whereIn('_id', portalIds).delete();
    }
    return { listings: listingIds.length, portals: portalIds.length };
  });
}
