/** The filters of the stuff list, as one query on `stuffs` (visibility first). */
import { NotAuthenticated } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { usernameKeyOf } from '../users/users.shared';
import { parseItemIds, parseTags } from './stuffs.schema';
import type { StuffQuery } from './stuffs.schema';
import type { StuffRow } from './stuffs.rows';

type StuffQueryBuilder = Knex.QueryBuilder<StuffRow, StuffRow[]>;

/** Where a list looks: the caller's own stuffs (`me`), else public ones no moderator hid. */
function visible(db: Knex, query: StuffQuery, userId: string | null): StuffQueryBuilder {
  const base = db<StuffRow>('stuffs');
  if (query.me) {
    if (!userId) throw new NotAuthenticated('Sign in to list your own stuffs');
    return base.where('author', userId);
  }
  return base.where('sharing', 'public').where('moderationHidden', false);
}

/** Stuffs whose `table` rows hold every value of `values` in `column`. */
function holdingAll(db: Knex, table: string, column: string, values: readonly (string | number)[]) {
  return db(table).select('stuffId').whereIn(column, values).groupBy('stuffId').havingRaw('count(*) = ?', [values.length]);
}

/** The user id of `authorName` ('' for an unknown name, which matches no stuff); undefined without one. */
export async function authorIdOf(db: Knex, query: StuffQuery): Promise<string | undefined> {
  if (query.authorName === undefined) return undefined;
  const user = (await db('users').where('usernameKey', usernameKeyOf(query.authorName)).first('_id')) as { _id: number } | undefined;
  return user ? String(user._id) : '';
}

/**
 * The filtered stuffs (no order, no page). Not async: a query builder is a thenable, and returning it
 * from an async function would run it.
 */
export function filteredStuffs(db: Knex, query: StuffQuery, userId: string | null, authorId: string | undefined): StuffQueryBuilder {
  const base = visible(db, query, userId);
  if (query.breed !== undefined) base.where('breed', query.breed);
  if (typeof query.level === 'number') base.where('level', query.level);
  else if (query.level) {
    if (query.level.$gte !== undefined) base.where('level', '>=', query.level.$gte);
    if (query.level.$lte !== undefined) base.where('level', '<=', query.level.$lte);
  }
  const search = query.title?.$search.trim().toLowerCase();
  if (search) base.whereRaw('lower(title) like ?', [`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
  const itemIds = parseItemIds(query.itemIds);
  if (itemIds.length > 0) base.whereIn('id', holdingAll(db, 'stuff_items', 'itemId', itemIds));
  const tags = [...parseTags(query.tags), ...(query.element ? [`element:${query.element}`] : [])];
  if (tags.length > 0) base.whereIn('id', holdingAll(db, 'stuff_tags', 'tag', tags));
  if (authorId !== undefined) base.where('author', authorId);
  return base;
}

/** Newest change first (or oldest with `updatedAt: 1`), or most liked first; the id breaks ties. */
export function listOrder(query: StuffQuery): { column: string; order: 'asc' | 'desc' }[] {
  const sort = query.$sort;
  if (sort && 'likes' in sort) {
    return [
      { column: 'likes', order: 'desc' },
      { column: 'updatedAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ];
  }
  const direction = sort?.updatedAt === 1 ? 'asc' : 'desc';
  return [
    { column: 'updatedAt', order: direction },
    { column: 'id', order: direction },
  ];
}
