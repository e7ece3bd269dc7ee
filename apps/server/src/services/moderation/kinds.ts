import type { ModeratedKind } from './moderation.shared';

type Row = Record<string, unknown>;

/** Where a kind of content lives and how a moderator's hide, restore and delete change it. */
export interface KindSpec {
  table: string;
  /** The primary key (`id` for stuffs, `_id` elsewhere). */
  id: string;
  /** The author's user id, or null (a guest's stuff). */
  authorOf(row: Row): number | null;
  isHidden(row: Row): boolean;
  /** The columns a hide or a restore sets. */
  hiddenColumns(hidden: boolean): Row;
  /** A short name of the content, for the queue, the audit log and the author's notice. */
  subject(row: Row): string;
  /**
   * What a moderator judges it by, as data the page words in its language: what its author wrote
   * (`text`, bounded) and game ids the page names (`level`, `server`, `dimension`, `clueId`...).
   */
  facts(row: Row): Record<string, string | number>;
  /** Rows that belong to it and go with it (they are put back when a deletion is undone). */
  dependents?: { table: string; key: string }[];
}

const text = (value: unknown, max = 300) => String(value ?? '').slice(0, max);
const integer = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

export const KINDS: Record<ModeratedKind, KindSpec> = {
  stuff: {
    table: 'stuffs',
    id: 'id',
    authorOf: (row) => integer(row.author),
    isHidden: (row) => !!row.moderationHidden,
    hiddenColumns: (hidden) => ({ moderationHidden: hidden }),
    subject: (row) => text(row.title, 100),
    facts: (row) => ({ level: Number(row.level), breed: Number(row.breed) }),
    dependents: [
      { table: 'stuff_items', key: 'stuffId' },
      { table: 'stuff_tags', key: 'stuffId' },
      { table: 'stuff_likes', key: 'stuffId' },
    ],
  },
  listing: {
    table: 'group_listings',
    id: '_id',
    authorOf: (row) => integer(row.owner),
    isHidden: (row) => !!row.hidden,
    hiddenColumns: (hidden) => ({ hidden }),
    // What its author wrote: the activity (or, for a dungeon run, the description's start).
    subject: (row) => text(row.activity ?? row.description, 80),
    facts: (row) => ({
      text: text(row.description, 1000),
      contact: text(row.contact, 40),
      server: Number(row.server),
      ...(row.dungeon !== null && row.dungeon !== undefined ? { dungeon: Number(row.dungeon) } : {}),
    }),
  },
  portal: {
    table: 'portal_reports',
    id: '_id',
    authorOf: (row) => integer(row.reporter),
    isHidden: (row) => !!row.hidden,
    hiddenColumns: (hidden) => ({ hidden }),
    subject: (row) => `[${row.posX},${row.posY}]`,
    facts: (row) => ({ server: Number(row.server), dimension: Number(row.dimension) }),
    dependents: [{ table: 'portal_votes', key: 'report' }],
  },
  hint: {
    table: 'map_clues',
    id: '_id',
    authorOf: (row) => integer(row.user),
    // A hidden hint is a rejected one: out of the answers. Shown again, it waits for a moderator.
    isHidden: (row) => row.status === 'rejected',
    hiddenColumns: (hidden) => ({ status: hidden ? 'rejected' : 'pending' }),
    subject: (row) => `[${row.posX},${row.posY}]`,
    facts: (row) => ({ clueId: Number(row.clueId), hintKind: String(row.kind), reliability: Number(row.reliability), status: String(row.status) }),
    dependents: [{ table: 'map_clue_votes', key: 'hint' }],
  },
};
