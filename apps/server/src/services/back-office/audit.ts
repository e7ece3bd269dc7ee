import type { Knex } from 'knex';
import type { Params } from '@feathersjs/feathers';
import { currentUser } from '../../hooks/authenticate';

/** Who made a write: the signed-in user, or the server itself for trusted in-process calls. */
export interface Actor {
  userId: string;
  username: string;
}

export type AuditMethod = 'create' | 'patch' | 'remove' | 'undo';

/** A stored row, as the audit log keeps it (`before`/`after`). */
export type Row = Record<string, unknown> & { _id: number };

export interface AuditRow {
  _id: number;
  userId: string;
  username: string;
  service: string;
  method: AuditMethod;
  recordId: string;
  before: string | null;
  after: string | null;
  undoes: number | null;
  undoneAt: string | null;
  undoneBy: string | null;
  createdAt: string;
}

/** An audit entry as the API answers it: `before`/`after` parsed. */
export interface AuditEntry extends Omit<AuditRow, 'before' | 'after'> {
  before: Row | null;
  after: Row | null;
}

export const AUDIT_TABLE = 'audit_log';

export function actorOf(params: Params): Actor {
  const user = currentUser(params);
  return user
    ? { userId: String(user._id), username: user.username }
    : { userId: 'server', username: 'server' };
}

/** Writes one audit entry in the caller's transaction; answers its id. */
export async function writeAudit(
  trx: Knex.Transaction,
  actor: Actor,
  entry: {
    service: string;
    method: AuditMethod;
    recordId: number | string;
    before: Row | null;
    after: Row | null;
    undoes?: number;
  },
): Promise<number> {
  const [row] = await trx(AUDIT_TABLE).insert({
    userId: actor.userId,
    username: actor.username,
    service: entry.service,
    method: entry.method,
    recordId: String(entry.recordId),
    before: entry.before ? JSON.stringify(entry.before) : null,
    after: entry.after ? JSON.stringify(entry.after) : null,
    undoes: entry.undoes ?? null,
    createdAt: new Date().toISOString(),
  }, ['_id']);
  return Number((row as { _id: number })._id);
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    ...row,
    _id: Number(row._id),
    undoes: row.undoes === null ? null : Number(row.undoes),
    before: row.before ? (JSON.parse(row.before) as Row) : null,
    after: row.after ? (JSON.parse(row.after) as Row) : null,
  };
}
