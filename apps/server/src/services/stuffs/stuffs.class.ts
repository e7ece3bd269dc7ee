import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Forbidden, NotAuthenticated, NotFound } from '@feathersjs/errors';
import { isModerator } from '../boards/moderation';
import { fieldError } from '../../hooks/validate';
import type { Id, Paginated, Params } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { authorIdOf, filteredStuffs, listOrder } from './stuffs.list';
import { authorNames, toColumns, toResult, writeIndexRows } from './stuffs.rows';
import type { StuffRow } from './stuffs.rows';
import { STUFF_LIST_LIMIT_DEFAULT as LIST_LIMIT_DEFAULT, STUFF_LIST_LIMIT_MAX as LIST_LIMIT_MAX } from './stuffs.shared';
import type { StuffData, StuffQuery, StuffResult } from './stuffs.schema';

/** The one message for a missing id and for someone else's private stuff (spec §8). */
export const STUFF_MISSING = 'Stuff not found or private';
export const EDIT_SECRET_HEADER = 'x-edit-secret';
/** Rows that belong to a stuff and go with it. */
export const STUFF_DEPENDENTS = ['stuff_items', 'stuff_tags', 'stuff_likes'] as const;

export interface StuffParams extends Params<StuffQuery> {
  /** Set by the optional authentication hook. */
  user?: { _id?: string | number; id?: string | number };
}

export function userIdOf(params: StuffParams | undefined): string | null {
  const id = params?.user?._id ?? params?.user?.id;
  return id === undefined || id === null ? null : String(id);
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

function secretMatches(row: StuffRow, params: StuffParams): boolean {
  const header = params.headers?.[EDIT_SECRET_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  if (!row.editSecretHash || typeof given !== 'string' || given === '') return false;
  const expected = Buffer.from(row.editSecretHash, 'hex');
  const actual = Buffer.from(hashSecret(given), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** 128 random bits, base64url: a stuff's link id, which no one can find by counting. */
const newShareId = () => randomBytes(16).toString('base64url');
const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Saved stuffs in the `stuffs` table. Visibility: lists show public stuffs (or all of the caller's
 * own with `me`), a hidden stuff answers anyone holding its id, a private one only its owner.
 */
export class StuffService {
  constructor(private readonly db: Knex) {}

  async find(params: StuffParams = {}): Promise<Paginated<StuffResult>> {
    const query = params.query ?? {};
    const limit = Math.min(query.$limit ?? LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX);
    const skip = query.$skip ?? 0;
    const base = filteredStuffs(this.db, query, userIdOf(params), await authorIdOf(this.db, query));
    const [{ total }] = await base.clone().count<{ total: string | number }[]>({ total: '*' });
    const rows = limit === 0 ? [] : await base.orderBy(listOrder(query)).limit(limit).offset(skip).select<StuffRow[]>('*');
    return { total: Number(total), limit, skip, data: await this.results(rows) };
  }

  /** Rows as answered, with their authors' names. */
  private async results(rows: readonly StuffRow[]): Promise<StuffResult[]> {
    const names = await authorNames(this.db, rows);
    return rows.map((row) => toResult(row, row.author ? (names.get(row.author) ?? null) : null));
  }

  private async result(row: StuffRow): Promise<StuffResult> {
    return (await this.results([row]))[0];
  }

  /** One stuff; a hidden one (opened by its owner or staff) says why, from the moderator's notice. */
  async get(id: Id, params: StuffParams = {}): Promise<StuffResult> {
    const row = await this.readable(id, params);
    const userId = userIdOf(params);
    const liked = userId && /^[0-9]{1,10}$/.test(userId) ? await this.db('stuff_likes').where({ stuffId: row.id, user: Number(userId) }).first('user') : undefined;
    const result = { ...(await this.result(row)), ...(userId ? { likedByMe: !!liked } : {}) };
    if (!row.moderationHidden) return result;
    const notice = (await this.db('user_notices')
      .where({ kind: 'stuff', record: row.id, action: 'hide' })
      .orderBy([{ column: 'createdAt', order: 'desc' }, { column: '_id', order: 'desc' }])
      .first('reason')) as { reason: string } | undefined;
    return { ...result, ...(notice ? { moderationReason: notice.reason } : {}) };
  }

  async create(data: StuffData, params: StuffParams = {}): Promise<StuffResult> {
    const author = userIdOf(params);
    const now = new Date().toISOString();
    // A guest gets a secret once so the same browser can edit or delete the stuff later.
    const editSecret = author ? undefined : randomBytes(24).toString('base64url');
    const row = {
      ...toColumns(data),
      author,
      shareId: newShareId(),
      editSecretHash: editSecret ? hashSecret(editSecret) : null,
      createdAt: now,
      updatedAt: now,
    };
    const id = await this.db.transaction(async (trx) => {
      const [inserted] = await trx('stuffs').insert(row).returning<{ id: number }[]>('id');
      const newId = Number(typeof inserted === 'object' ? inserted.id : inserted);
      await writeIndexRows(trx, newId, data);
      return newId;
    });
    const result = await this.result((await this.db<StuffRow>('stuffs').where('id', id).first())!);
    return editSecret ? { ...result, editSecret } : result;
  }

  async update(id: Id, data: StuffData, params: StuffParams = {}): Promise<StuffResult> {
    const row = await this.writable(id, params);
    if (data.sharing === 'private' && row.author === null) {
      throw fieldError('sharing', 'private-needs-account', 'A stuff published by a guest cannot be private');
    }
    await this.db.transaction(async (trx) => {
      await trx('stuffs')
        .where('id', row.id)
        .update({ ...toColumns(data), updatedAt: new Date().toISOString() });
      await writeIndexRows(trx, row.id, data);
      // A stuff that stops being public keeps no likes: no one could take theirs back.
      if (data.sharing !== 'public') {
        await trx('stuff_likes').where('stuffId', row.id).delete();
        await trx('stuffs').where('id', row.id).update({ likes: 0 });
      }
    });
    return this.result((await this.db<StuffRow>('stuffs').where('id', row.id).first())!);
  }

  async remove(id: Id, params: StuffParams = {}): Promise<StuffResult> {
    const row = await this.writable(id, params);
    await this.db.transaction(async (trx) => {
      for (const table of STUFF_DEPENDENTS) await trx(table).where('stuffId', row.id).delete();
      await trx('stuffs').where('id', row.id).delete();
    });
    return this.result(row);
  }

  /**
   * By share id: public and hidden stuffs for anyone, private ones for their owner. By the old
   * integer id: public stuffs (links shared before share ids keep working) and the caller's own only,
   * so hidden stuffs cannot be found by counting.
   */
  private async readable(id: Id, params: StuffParams): Promise<StuffRow> {
    const key = String(id);
    const byShareId = SHARE_ID.test(key);
    const numeric = Number(key);
    if (!byShareId && !(/^[1-9][0-9]{0,9}$/.test(key) && numeric <= 2_147_483_647))
      throw new NotFound(STUFF_MISSING);
    const row = await this.db<StuffRow>('stuffs')
      .where(byShareId ? { shareId: key } : { id: numeric })
      .first();
    if (!row) throw new NotFound(STUFF_MISSING);
    const isOwn = row.author !== null ? row.author === userIdOf(params) : secretMatches(row, params);
    if (row.sharing === 'private' && row.author !== userIdOf(params)) throw new NotFound(STUFF_MISSING);
    if (!byShareId && row.sharing !== 'public' && !isOwn) throw new NotFound(STUFF_MISSING);
    if (row.moderationHidden && !isOwn && !isModerator(params)) throw new NotFound(STUFF_MISSING);
    return row;
  }

  /** Owner, or (for a guest stuff) the holder of its edit secret. */
  private async writable(id: Id, params: StuffParams): Promise<StuffRow> {
    const row = await this.readable(id, params);
    const userId = userIdOf(params);
    if (row.author !== null) {
      if (row.author === userId) return row;
      if (!userId) throw new NotAuthenticated('Sign in to change your stuff');
      throw new Forbidden('Only the author can change this stuff');
    }
    if (secretMatches(row, params)) return row;
    throw new Forbidden(
      `This stuff was published by a guest: send its edit secret in the ${EDIT_SECRET_HEADER} header`,
    );
  }
}
