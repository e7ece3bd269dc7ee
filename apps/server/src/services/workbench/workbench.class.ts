import { randomBytes } from 'node:crypto';
import { BadRequest, Forbidden, NotAuthenticated, NotFound } from '@feathersjs/errors';
import type { Id, Paginated, Params } from '@feathersjs/feathers';
import { mergeCrafts, WORKBENCH_MAX_QUANTITY } from '@grimoire/rules';
import type { Knex } from 'knex';
import { WORKBENCH_ID_PATTERN, WORKBENCH_LIMIT } from './workbench.shared';
import type { Workbench, WorkbenchData, WorkbenchPatch, WorkbenchQuery } from './workbench.schema';

/** Spec §8: one message for a missing id and for someone else's private workbench. */
export const WORKBENCH_MISSING = 'The workbench does not exist or is private';

export interface WorkbenchParams extends Params<WorkbenchQuery> {
  user?: { _id?: string | number };
}

interface WorkbenchRow {
  _id: string;
  userId: string;
  name: string;
  shared: Workbench['shared'];
  items: string;
  currentQuantities: string;
  hiddenSubRecipes: string;
  createdAt: string;
  updatedAt: string;
}

const ID_PATTERN = new RegExp(WORKBENCH_ID_PATTERN);

export function userIdOf(params: WorkbenchParams | undefined): string | null {
  const id = params?.user?._id;
  return id === undefined || id === null ? null : String(id);
}

/** 128 random bits: two workbenches' links share nothing a visitor could count along. */
export const newWorkbenchId = () => randomBytes(16).toString('base64url');

function toResult(row: WorkbenchRow): Workbench {
  return {
    _id: row._id,
    userId: row.userId,
    name: row.name,
    shared: row.shared,
    items: JSON.parse(row.items) as Workbench['items'],
    currentQuantities: JSON.parse(row.currentQuantities) as Workbench['currentQuantities'],
    hiddenSubRecipes: JSON.parse(row.hiddenSubRecipes) as number[],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Crafts as stored: one line per item (duplicates merged, finished only if every duplicate was). */
function normalizedCrafts(items: NonNullable<WorkbenchData['items']>): Workbench['items'] {
  const byItem = new Map<number, Workbench['items'][number]>();
  for (const { itemId, quantity, finished } of items) {
    const current = byItem.get(itemId);
    if (current) {
      current.quantity = Math.min(WORKBENCH_MAX_QUANTITY, current.quantity + quantity);
      current.finished &&= finished === true;
    } else {
      byItem.set(itemId, { itemId, quantity, finished: finished === true });
    }
  }
  return [...byItem.values()];
}

/** The stored columns of a payload: defaults filled, duplicate crafts merged, name trimmed. */
function toColumns(data: WorkbenchData) {
  const items = normalizedCrafts(data.items ?? []);
  return {
    name: data.name.trim(),
    shared: data.shared ?? 'private',
    items: JSON.stringify(items),
    currentQuantities: JSON.stringify(data.currentQuantities ?? []),
    hiddenSubRecipes: JSON.stringify(data.hiddenSubRecipes ?? []),
  };
}

/**
 * Workbenches in the `workbenches` table. Visibility (spec §4/§6): a private workbench answers its
 * owner only; an unreferenced one answers whoever holds its link but is never listed; public ones
 * are listed. Every write is the owner's.
 */
export class WorkbenchService {
  constructor(private readonly db: Knex) {}

  async find(params: WorkbenchParams = {}): Promise<Paginated<Workbench>> {
    const query = params.query ?? {};
    const caller = userIdOf(params);
    const limit = Math.min(query.$limit ?? WORKBENCH_LIMIT, WORKBENCH_LIMIT);
    const skip = query.$skip ?? 0;
    const base = this.db<WorkbenchRow>('workbenches');
    if (query.userId !== undefined) base.where('userId', query.userId);
    // Someone else's (or everyone's) list: public workbenches only.
    if (query.userId === undefined || query.userId !== caller) base.where('shared', 'public');
    const [{ total }] = await base.clone().count<{ total: string | number }[]>({ total: '*' });
    const rows =
      limit === 0
        ? []
        : await base
            .orderBy([
              { column: 'createdAt', order: 'asc' },
              { column: '_id', order: 'asc' },
            ])
            .limit(limit)
            .offset(skip)
            .select<WorkbenchRow[]>('*');
    return { total: Number(total), limit, skip, data: rows.map(toResult) };
  }

  async get(id: Id, params: WorkbenchParams = {}): Promise<Workbench> {
    return toResult(await this.readable(id, params));
  }

  async create(data: WorkbenchData, params: WorkbenchParams = {}): Promise<Workbench> {
    const userId = this.signedIn(params, 'Sign in to save a workbench on your account');
    const now = new Date().toISOString();
    const row: WorkbenchRow = {
      _id: newWorkbenchId(),
      userId,
      ...toColumns(data),
      createdAt: now,
      updatedAt: now,
    };
    await this.db.transaction(async (trx) => {
      // Counted inside the write's transaction so two parallel creations cannot both pass at 49.
      const [{ count }] = await trx('workbenches')
        .where('userId', userId)
        .count<{ count: string | number }[]>({ count: '*' });
      if (Number(count) >= WORKBENCH_LIMIT) {
        throw new BadRequest(`You cannot have more than ${WORKBENCH_LIMIT} workbenches`, {
          key: 'too-many-workbenches',
          nb: WORKBENCH_LIMIT,
        });
      }
      await trx('workbenches').insert(row);
    });
    return toResult(row);
  }

  async update(id: Id, data: WorkbenchData, params: WorkbenchParams = {}): Promise<Workbench> {
    const row = await this.writable(id, params);
    const next = { ...row, ...toColumns(data), updatedAt: new Date().toISOString() };
    await this.db('workbenches').where('_id', row._id).update(next);
    return toResult(next);
  }

  /** Spec §7 PATCH: adds crafts, merging quantities for items already on the workbench. */
  async patch(id: Id | null, data: WorkbenchPatch, params: WorkbenchParams = {}): Promise<Workbench> {
    if (id === null) throw new BadRequest('One workbench at a time');
    return this.db.transaction(async (trx) => {
      const row = await this.writable(id, params, trx);
      const items = mergeCrafts(JSON.parse(row.items) as Workbench['items'], data);
      const next = { ...row, items: JSON.stringify(items), updatedAt: new Date().toISOString() };
      await trx('workbenches').where('_id', row._id).update({ items: next.items, updatedAt: next.updatedAt });
      return toResult(next);
    });
  }

  async remove(id: Id | null, params: WorkbenchParams = {}): Promise<Workbench> {
    if (id === null) throw new BadRequest('One workbench at a time');
    const row = await this.writable(id, params);
    await this.db('workbenches').where('_id', row._id).delete();
    return toResult(row);
  }

  private signedIn(params: WorkbenchParams, message: string): string {
    const userId = userIdOf(params);
    if (!userId) throw new NotAuthenticated(message);
    return userId;
  }

  private async readable(id: Id, params: WorkbenchParams, db: Knex = this.db): Promise<WorkbenchRow> {
    const key = String(id);
    if (!ID_PATTERN.test(key)) throw new NotFound(WORKBENCH_MISSING);
    const row = await db<WorkbenchRow>('workbenches').where('_id', key).first();
    if (!row || (row.shared === 'private' && row.userId !== userIdOf(params)))
      throw new NotFound(WORKBENCH_MISSING);
    return row;
  }

  private async writable(id: Id, params: WorkbenchParams, db: Knex = this.db): Promise<WorkbenchRow> {
    const row = await this.readable(id, params, db);
    const userId = this.signedIn(params, 'Sign in to change your workbench');
    if (row.userId !== userId) throw new Forbidden('Only the owner can change this workbench');
    return row;
  }
}
