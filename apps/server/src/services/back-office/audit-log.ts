import { BadRequest, Conflict, Forbidden, NotFound } from '@feathersjs/errors';
import { hasRole } from '../../auth/roles';
import { currentUser } from '../../hooks/authenticate';
import type { Id, Paginated, Params } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { actorOf, AUDIT_TABLE, toAuditEntry, type AuditEntry, type AuditRow } from './audit';
import type { UndoableTable } from './curated-table';

/**
 * `/audit-log`: every back-office and moderation write, newest first (staff). `PATCH /audit-log/{id}`
 * `{ undone: true }` puts back the state before that entry and records the undo as a new entry.
 */
export class AuditLogService {
  constructor(
    private readonly db: Knex,
    private readonly tables: Map<string, UndoableTable>,
  ) {}

  async find(params: Params = {}): Promise<Paginated<AuditEntry>> {
    const query = (params.query ?? {}) as {
      service?: string;
      recordId?: string;
      $limit?: number;
      $skip?: number;
    };
    const limit = query.$limit ?? 50;
    const skip = query.$skip ?? 0;
    const base = this.db<AuditRow>(AUDIT_TABLE);
    if (query.service !== undefined) base.where('service', query.service);
    if (query.recordId !== undefined) base.where('recordId', query.recordId);
    const [{ total }] = await base.clone().count<{ total: string | number }[]>({ total: '*' });
    const rows =
      limit === 0
        ? []
        : await base
            .orderBy([
              { column: 'createdAt', order: 'desc' },
              { column: '_id', order: 'desc' },
            ])
            .limit(limit)
            .offset(skip)
            .select<AuditRow[]>('*');
    return { total: Number(total), limit, skip, data: rows.map(toAuditEntry) };
  }

  async get(id: Id): Promise<AuditEntry> {
    const row = await this.db<AuditRow>(AUDIT_TABLE).where('_id', Number(id)).first();
    if (!row) throw new NotFound(`No audit entry '${String(id).slice(0, 20)}'`);
    return toAuditEntry(row);
  }

  async patch(id: Id | null, _data: { undone: true }, params: Params = {}): Promise<AuditEntry> {
    if (id === null) throw new BadRequest('One entry at a time');
    const actor = actorOf(params);
    await this.db.transaction(async (trx) => {
      const row = await trx<AuditRow>(AUDIT_TABLE).where('_id', Number(id)).first();
      if (!row) throw new NotFound(`No audit entry '${String(id).slice(0, 20)}'`);
      const entry = toAuditEntry(row);
      if (entry.method === 'undo')
        throw new BadRequest('An undo cannot be undone; make the change again', { key: 'undo-of-undo' });
      if (entry.undoneAt) throw new Conflict('This entry was already undone', { key: 'already-undone' });
      if (params.provider && !hasRole(currentUser(params), 'admin') && entry.userId !== actor.userId)
        throw new Forbidden("Only an admin undoes another staff member's entry", { key: 'not-yours' });
      const table = this.tables.get(entry.service);
      if (!table) throw new BadRequest(`Entries of ${entry.service} cannot be undone`);
      // Claimed first, conditionally: of two parallel undos of one entry, one finds it taken.
      const claimed = await trx(AUDIT_TABLE)
        .where('_id', entry._id)
        .whereNull('undoneAt')
        .update({ undoneAt: new Date().toISOString(), undoneBy: actor.username });
      if (claimed !== 1) throw new Conflict('This entry was already undone', { key: 'already-undone' });
      await table.undo(trx, entry, actor);
    });
    return this.get(id);
  }
}
