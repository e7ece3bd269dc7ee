import { Conflict, NotFound } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { writeAudit, type Actor, type AuditEntry } from '../back-office/audit';
import type { UndoableTable } from '../back-office/curated-table';
import { KINDS } from './kinds';
import type { ModeratedKind, ModerationAction } from './moderation.shared';

type Row = Record<string, unknown>;

/** What the audit log keeps of an action: enough to say it in words and to undo it. */
export interface ActionBefore {
  _id: number;
  kind: ModeratedKind;
  subject: string;
  author: number | null;
  /** The author's name when the action was taken (the log says whose content it was). */
  authorName: string | null;
  /** The record as it was (a deleted one comes back from it). */
  row: Row;
  /** Rows that belonged to a deleted record (its items, votes). */
  dependents: Record<string, Row[]>;
  /** The open reports the action closed (reopened by the undo). */
  resolvedReports: number[];
  /** The notice the author got (withdrawn by the undo). */
  noticeId: number | null;
}

export interface ActionAfter {
  _id: number;
  kind: ModeratedKind;
  action: ModerationAction;
  reason: string;
  hidden: boolean;
}

/** Who the audit log names for moderation entries (`service`). */
export const MODERATION_SERVICE = 'moderation';

const REFUSED = {
  hide: 'This record is already hidden',
  restore: 'This record is not hidden',
} as const;

/**
 * One moderator action on one record, in one transaction: the change itself, the record's open
 * reports closed, a notice to its author, and the audit entry that can undo it all. `extra` runs in
 * the same transaction (the boards keep their own log line too).
 */
export async function moderate(
  db: Knex,
  actor: Actor,
  input: { kind: ModeratedKind; record: number; action: ModerationAction; reason: string },
  extra?: (trx: Knex.Transaction) => Promise<void>,
): Promise<{ resolved: number; notified: boolean; auditId: number }> {
  const spec = KINDS[input.kind];
  const reason = input.reason.trim();
  return db.transaction(async (trx) => {
    const row = (await trx(spec.table).where(spec.id, input.record).first()) as Row | undefined;
    if (!row) throw new NotFound(`No ${input.kind} ${input.record}`);
    const hidden = spec.isHidden(row);
    if ((input.action === 'hide' && hidden) || (input.action === 'restore' && !hidden))
      throw new Conflict(REFUSED[input.action], { key: input.action === 'hide' ? 'already-hidden' : 'not-hidden' });
    const now = new Date().toISOString();
    const dependents: Record<string, Row[]> = {};
    if (input.action === 'delete') {
      for (const dependent of spec.dependents ?? []) {
        dependents[dependent.table] = (await trx(dependent.table).where(dependent.key, input.record)) as Row[];
        await trx(dependent.table).where(dependent.key, input.record).delete();
      }
      await trx(spec.table).where(spec.id, input.record).delete();
    } else if (input.action !== 'warn') {
      await trx(spec.table)
        .where(spec.id, input.record)
        .update({ ...spec.hiddenColumns(input.action === 'hide'), updatedAt: now });
    }
    const open = (await trx('content_reports').where({ kind: input.kind, record: input.record }).whereNull('resolvedAt').pluck('_id')) as number[];
    if (open.length)
      await trx('content_reports').whereIn('_id', open).update({ resolvedAt: now, resolvedBy: actor.username, resolution: input.action });
    const author = spec.authorOf(row);
    let noticeId: number | null = null;
    if (author !== null) {
      const [inserted] = await trx('user_notices').insert(
        { user: author, kind: input.kind, record: input.record, action: input.action, subject: spec.subject(row), reason, moderator: actor.username, createdAt: now },
        ['_id'],
      );
      noticeId = Number((inserted as { _id: number })._id);
    }
    await extra?.(trx);
    const authorRow = author === null ? undefined : ((await trx('users').where('_id', author).first('username')) as { username: string } | undefined);
    const before: ActionBefore = {
      _id: input.record,
      kind: input.kind,
      subject: spec.subject(row),
      author,
      authorName: authorRow?.username ?? null,
      row,
      dependents,
      resolvedReports: open.map(Number),
      noticeId,
    };
    const after: ActionAfter = {
      _id: input.record,
      kind: input.kind,
      action: input.action,
      reason,
      hidden: input.action === 'hide' || (input.action === 'warn' && hidden),
    };
    const auditId = await writeAudit(trx, actor, {
      service: MODERATION_SERVICE,
      method: input.action === 'delete' ? 'remove' : 'patch',
      recordId: `${input.kind}:${input.record}`,
      before: before as unknown as Row & { _id: number },
      after: after as unknown as Row & { _id: number },
    });
    return { resolved: open.length, notified: noticeId !== null, auditId };
  });
}

/**
 * Undoes a moderation entry: a hide or a restore puts the record's visibility back as it was (if
 * no one changed it since), a deletion puts the record and what belonged to it back, and in every
 * case the closed reports reopen and the author's notice is withdrawn.
 */
export const moderationUndo: UndoableTable = {
  spec: { service: MODERATION_SERVICE },
  async undo(trx: Knex.Transaction, entry: AuditEntry, actor: Actor): Promise<void> {
    const before = entry.before as unknown as ActionBefore;
    const after = entry.after as unknown as ActionAfter;
    const spec = KINDS[before.kind];
    const current = (await trx(spec.table).where(spec.id, before._id).first()) as Row | undefined;
    const changedSince = () => new Conflict('The record changed since this entry; undo the later entries first', { key: 'changed-since' });
    if (after.action === 'delete') {
      if (current) throw changedSince();
      await trx(spec.table).insert(before.row);
      for (const dependent of spec.dependents ?? []) {
        const rows = before.dependents[dependent.table] ?? [];
        for (let at = 0; at < rows.length; at += 100) await trx(dependent.table).insert(rows.slice(at, at + 100));
      }
    } else if (after.action !== 'warn') {
      if (!current || spec.isHidden(current) !== (after.action === 'hide')) throw changedSince();
      const columns = Object.keys(spec.hiddenColumns(true));
      await trx(spec.table)
        .where(spec.id, before._id)
        .update(Object.fromEntries(columns.map((column) => [column, before.row[column]])));
    }
    if (before.resolvedReports.length)
      await trx('content_reports').whereIn('_id', before.resolvedReports).update({ resolvedAt: null, resolvedBy: null, resolution: null });
    if (before.noticeId !== null) await trx('user_notices').where('_id', before.noticeId).delete();
    await writeAudit(trx, actor, {
      service: MODERATION_SERVICE,
      method: 'undo',
      recordId: entry.recordId,
      before: entry.after,
      after: { _id: before._id, kind: before.kind, subject: before.subject },
      undoes: entry._id,
    });
  },
};
