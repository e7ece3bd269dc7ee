import { BadRequest, Conflict, NotFound } from '@feathersjs/errors';
import type { Id, Paginated, Params } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { actorOf, writeAudit, type Actor, type AuditEntry, type Row } from './audit';

export const DEFAULT_LIMIT = 50;
const MAX_ID = 2_147_483_647;

/** What makes one curated table: its service name, columns and how a payload becomes columns. */
export interface CuratedTableSpec<Data, Patch> {
  /** The service path without `api/` (what the audit log names). */
  service: string;
  table: string;
  /** Columns holding JSON text, parsed in answers. */
  jsonColumns?: string[];
  /** Columns kept for queries only (search indexes), left out of answers. */
  internalColumns?: string[];
  /** Applies the (validated) query's filters. */
  filter(builder: Knex.QueryBuilder, query: Record<string, unknown>): void;
  order: { column: string; order: 'asc' | 'desc' }[];
  /** Columns of a new record (game ids checked: unknown ones are a 400). */
  toColumns(data: Data): Record<string, unknown>;
  /** Columns changed by a patch of `row`. */
  patchColumns?(data: Patch, row: Row): Record<string, unknown>;
  /** Columns that identify a record besides `_id` (a second record with them is a 409). */
  unique: string[];
  duplicateMessage: string;
}

function recordId(id: Id | null): number {
  const raw = String(id);
  const value = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(value <= MAX_ID)) throw new NotFound(`No record found for id '${raw.slice(0, 20)}'`);
  return value;
}

/** What the audit log needs of a table to undo one of its entries. */
export interface UndoableTable {
  readonly spec: { readonly service: string };
  undo(trx: Knex.Transaction, entry: AuditEntry, actor: Actor): Promise<void>;
}

/**
 * A back-office table: every write runs in one transaction with its audit entry (who, when,
 * before/after), so the log never misses a change and a failed write leaves no entry.
 */
export class CuratedTable<Data, Patch = never, Result = Row> {
  constructor(
    readonly db: Knex,
    readonly spec: CuratedTableSpec<Data, Patch>,
  ) {}

  /** A row as answered: `_id` a number, JSON columns parsed (the record type of the table's contract). */
  toResult(row: Record<string, unknown>): Result {
    const result: Row = { ...row, _id: Number(row._id) };
    for (const column of this.spec.internalColumns ?? []) delete result[column];
    for (const column of this.spec.jsonColumns ?? [])
      if (typeof row[column] === 'string') result[column] = JSON.parse(row[column] as string);
    return result as Result;
  }

  async find(params: Params = {}): Promise<Paginated<Result>> {
    const query = (params.query ?? {}) as Record<string, unknown>;
    const limit = (query.$limit as number | undefined) ?? DEFAULT_LIMIT;
    const skip = (query.$skip as number | undefined) ?? 0;
    const base = this.db(this.spec.table);
    this.spec.filter(base, query);
    const [{ total }] = await base.clone().count<{ total: string | number }[]>({ total: '*' });
    const rows = limit === 0 ? [] : await base.orderBy(this.spec.order).limit(limit).offset(skip).select('*');
    return { total: Number(total), limit, skip, data: rows.map((row: Row) => this.toResult(row)) };
  }

  async get(id: Id): Promise<Result> {
    return this.toResult(await this.row(this.db, recordId(id)));
  }

  async create(data: Data, params: Params = {}): Promise<Result> {
    const columns = this.spec.toColumns(data);
    const now = new Date().toISOString();
    return this.db.transaction(async (trx) => {
      await this.refuseDuplicate(trx, columns);
      const [inserted] = await trx(this.spec.table)
        .insert({ ...columns, createdAt: now, updatedAt: now })
        .returning<{ _id: number }[]>('_id');
      const row = await this.row(trx, Number(typeof inserted === 'object' ? inserted._id : inserted));
      await writeAudit(trx, actorOf(params), {
        service: this.spec.service,
        method: 'create',
        recordId: row._id,
        before: null,
        after: row,
      });
      return this.toResult(row);
    });
  }

  async patch(id: Id | null, data: Patch, params: Params = {}): Promise<Result> {
    if (id === null || !this.spec.patchColumns) throw new BadRequest('One record at a time');
    const key = recordId(id);
    return this.db.transaction(async (trx) => {
      const before = await this.row(trx, key);
      const changes = { ...this.spec.patchColumns!(data, before), updatedAt: new Date().toISOString() };
      await trx(this.spec.table).where('_id', key).update(changes);
      const after = await this.row(trx, key);
      await writeAudit(trx, actorOf(params), {
        service: this.spec.service,
        method: 'patch',
        recordId: key,
        before,
        after,
      });
      return this.toResult(after);
    });
  }

  async remove(id: Id | null, params: Params = {}): Promise<Result> {
    if (id === null) throw new BadRequest('One record at a time');
    const key = recordId(id);
    return this.db.transaction(async (trx) => {
      const before = await this.row(trx, key);
      await trx(this.spec.table).where('_id', key).delete();
      await writeAudit(trx, actorOf(params), {
        service: this.spec.service,
        method: 'remove',
        recordId: key,
        before,
        after: null,
      });
      return this.toResult(before);
    });
  }

  /**
   * Puts back the state before `entry` (inside the caller's transaction), refusing (409) when the
   * record changed since: an undo never silently overwrites a later edit.
   */
  async undo(trx: Knex.Transaction, entry: AuditEntry, actor: Actor): Promise<void> {
    const key = Number(entry.recordId);
    const current = (await trx(this.spec.table).where('_id', key).first()) as Row | undefined;
    const changedSince = () =>
      new Conflict('The record changed since this entry; undo the later entries first', {
        key: 'changed-since',
      });
    if (entry.method === 'create' || entry.method === 'patch') {
      if (!current || current.updatedAt !== entry.after?.updatedAt) throw changedSince();
    } else if (current) throw changedSince();
    if (entry.method === 'create') await trx(this.spec.table).where('_id', key).delete();
    else if (entry.method === 'patch') await trx(this.spec.table).where('_id', key).update(entry.before!);
    else {
      await this.refuseDuplicate(trx, entry.before!);
      await trx(this.spec.table).insert(entry.before!);
    }
    const after = (await trx(this.spec.table).where('_id', key).first()) as Row | undefined;
    await writeAudit(trx, actor, {
      service: this.spec.service,
      method: 'undo',
      recordId: key,
      before: current ?? null,
      after: after ?? null,
      undoes: entry._id,
    });
  }

  private async row(db: Knex, id: number): Promise<Row> {
    const row = (await db(this.spec.table).where('_id', id).first()) as Row | undefined;
    if (!row) throw new NotFound(`No record found for id '${id}'`);
    return { ...row, _id: Number(row._id) };
  }

  private async refuseDuplicate(trx: Knex, columns: Record<string, unknown>): Promise<void> {
    if (this.spec.unique.length === 0) return;
    const where = Object.fromEntries(this.spec.unique.map((column) => [column, columns[column]]));
    const existing = await trx(this.spec.table).where(where).first('_id');
    if (existing)
      throw new Conflict(this.spec.duplicateMessage, { key: 'duplicate', existingId: Number(existing._id) });
  }
}
