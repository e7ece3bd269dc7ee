/** How a stuff is stored (`stuffs` row, `stuff_items` and `stuff_tags` index rows) and answered. */
import type { Knex } from 'knex';
import type { StuffData, StuffResult } from './stuffs.schema';

export interface StuffRow {
  id: number;
  shareId: string;
  author: string | null;
  title: string;
  sharing: StuffData['sharing'];
  level: number;
  breed: number;
  sexe: StuffData['sexe'];
  items: string;
  forgemagie: string;
  exo: string;
  base: string;
  parchment: string;
  pinned_spells: string;
  tags: string;
  elements: string;
  likes: number | string;
  editSecretHash: string | null;
  /** Hidden by a moderator: its owner (and moderators) still open it, no one else does. */
  moderationHidden: boolean | number;
  createdAt: string;
  updatedAt: string;
}

const JSON_COLUMNS = ['items', 'forgemagie', 'exo', 'base', 'parchment', 'pinned_spells', 'tags', 'elements'] as const;

export function toResult(row: StuffRow, authorName: string | null): StuffResult {
  const parsed = Object.fromEntries(JSON_COLUMNS.map((column) => [column, JSON.parse(row[column])]));
  return {
    id: row.shareId,
    author: row.author,
    authorName,
    title: row.title,
    sharing: row.sharing,
    level: Number(row.level),
    breed: Number(row.breed),
    sexe: row.sexe,
    ...(parsed as Pick<StuffResult, (typeof JSON_COLUMNS)[number]>),
    likes: Number(row.likes),
    moderationHidden: !!row.moderationHidden,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toColumns(data: StuffData) {
  return {
    title: data.title.trim(),
    sharing: data.sharing,
    level: data.level,
    breed: data.breed,
    sexe: data.sexe,
    ...Object.fromEntries(JSON_COLUMNS.map((column) => [column, JSON.stringify(data[column])])),
  };
}

/** The `stuff_tags` rows of a stuff: its tags, and its elements as `element:<name>`. */
export const tagRowsOf = (data: Pick<StuffData, 'tags' | 'elements'>): string[] => [
  ...data.tags,
  ...data.elements.map((element) => `element:${element}`),
];

/** Replaces a stuff's index rows (worn items, tags) inside the transaction that writes it. */
export async function writeIndexRows(trx: Knex.Transaction, stuffId: number, data: StuffData): Promise<void> {
  await trx('stuff_items').where('stuffId', stuffId).delete();
  await trx('stuff_tags').where('stuffId', stuffId).delete();
  const itemIds = [...new Set(Object.values(data.items).filter((id): id is number => typeof id === 'number'))];
  if (itemIds.length > 0) await trx('stuff_items').insert(itemIds.map((itemId) => ({ stuffId, itemId })));
  const tags = tagRowsOf(data);
  if (tags.length > 0) await trx('stuff_tags').insert(tags.map((tag) => ({ stuffId, tag })));
}

/** Names of the members who wrote these rows, by user id (guests have none). */
export async function authorNames(db: Knex, rows: readonly Pick<StuffRow, 'author'>[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.author && /^[0-9]{1,10}$/.test(row.author) ? [Number(row.author)] : [])))];
  if (ids.length === 0) return new Map();
  const users = await db('users').whereIn('_id', ids).select<{ _id: number; username: string }[]>('_id', 'username');
  return new Map(users.map((user) => [String(user._id), user.username]));
}
