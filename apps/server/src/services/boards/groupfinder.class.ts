import { BadRequest, Forbidden, NotFound } from '@feathersjs/errors';
import type { ListingView } from '@grimoire/rules';
import type { Id, Paginated, Params } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { currentUser } from '../../hooks/authenticate';
import { fieldErrors, type FieldError } from '../../hooks/validate';
import type { ListingData, ListingEdit, ListingQuery, ModerationData } from './boards.schema';
import type { BoardGameRefs } from './game-refs';
import { flagRecord, isModerator, moderateRecord, purgeExpired, signedInUser } from './moderation';
import { unknownServer } from './portals.class';

export const LISTING_MISSING = 'This listing does not exist, expired or was removed';

export type { ListingView };

interface ListingRow {
  _id: number;
  server: number;
  dungeon: number | null;
  activity: string | null;
  achievements: string;
  idols: string;
  levelMin: number;
  levelMax: number;
  slots: number;
  description: string;
  contact: string;
  language: string;
  expiresAt: string;
  owner: number;
  ownerName: string;
  hidden: unknown;
  createdAt: string;
  updatedAt: string;
}

export type ListingPatch = ListingEdit | { flag: string } | ModerationData;

export interface ListingOptions {
  maxLifetimeMs: () => number;
}

/**
 * Group finder listings: guests read open ones (newest first), signed-in players post, owners
 * edit and delete theirs, moderators hide. Expired listings are never answered and are purged.
 */
export class GroupFinderService {
  constructor(
    private readonly db: Knex,
    private readonly refs: BoardGameRefs,
    private readonly options: ListingOptions,
  ) {}

  private rows() {
    return this.db<ListingRow>('group_listings as l').join('users as u', 'u._id', 'l.owner').select('l.*', 'u.username as ownerName');
  }

  async find(params: Params<ListingQuery> = {}): Promise<Paginated<ListingView>> {
    const query = params.query ?? {};
    const limit = query.$limit ?? 50;
    const skip = query.$skip ?? 0;
    const rows = this.rows().where('l.expiresAt', '>', new Date().toISOString());
    if (query.server !== undefined) rows.where('l.server', query.server);
    if (query.dungeon !== undefined) rows.where('l.dungeon', query.dungeon);
    if (query.language !== undefined) rows.where('l.language', query.language);
    if (query.owner !== undefined) rows.where('l.owner', query.owner);
    // Listings whose level range overlaps the searched one.
    if (query.levelMin !== undefined) rows.where('l.levelMax', '>=', query.levelMin);
    if (query.levelMax !== undefined) rows.where('l.levelMin', '<=', query.levelMax);
    if (!(query.hidden === true && isModerator(params))) rows.where('l.hidden', false);
    const [{ total }] = (await rows.clone().clearSelect().count({ total: '*' })) as { total: string | number }[];
    const page = limit === 0 ? [] : ((await rows.orderBy([{ column: 'l.updatedAt', order: 'desc' }, { column: 'l._id', order: 'desc' }]).limit(limit).offset(skip)) as ListingRow[]);
    return { total: Number(total), limit, skip, data: page.map((row) => this.view(row, params)) };
  }

  async get(id: Id, params: Params = {}): Promise<ListingView> {
    return this.view(await this.visible(id, params), params);
  }

  async create(data: ListingData, params: Params = {}): Promise<ListingView> {
    const user = signedInUser(params, 'Sign in to post a listing');
    this.check(data);
    // Each new listing also sweeps the expired ones away.
    await purgeExpired(this.db);
    const now = new Date().toISOString();
    const [inserted] = await this.db('group_listings').insert(
      { ...columns(data), owner: user._id, createdAt: now, updatedAt: now },
      ['_id'],
    );
    return this.get(Number((inserted as { _id: number })._id), params);
  }

  async patch(id: Id | null, data: ListingPatch, params: Params = {}): Promise<ListingView> {
    if (id === null) throw new BadRequest('One listing at a time');
    const row = await this.visible(id, params);
    if ('hidden' in data) {
      await moderateRecord(this.db, 'listing', row._id, params, data as ModerationData);
    } else if ('flag' in data) {
      await flagRecord(this.db, 'listing', row._id, signedInUser(params, 'Sign in to flag a listing'), data.flag);
    } else {
      const user = signedInUser(params, 'Sign in to change your listing');
      if (Number(row.owner) !== user._id) throw new Forbidden('Only the owner can change this listing');
      const merged = { ...this.view(row, params), ...(data as ListingEdit) };
      const next: ListingData = {
        server: merged.server,
        dungeon: merged.dungeon,
        activity: merged.activity,
        achievements: merged.achievements,
        idols: merged.idols,
        levelMin: merged.levelMin,
        levelMax: merged.levelMax,
        slots: merged.slots,
        description: merged.description,
        contact: merged.contact,
        language: merged.language as ListingData['language'],
        expiresAt: merged.expiresAt,
      };
      // A dungeon change drops achievements that belonged to the old one only if the owner did not resend them.
      if ('dungeon' in data && !('achievements' in data)) next.achievements = [];
      this.check(next);
      await this.db('group_listings').where('_id', row._id).update({ ...columns(next), updatedAt: new Date().toISOString() });
    }
    return this.get(row._id, params);
  }

  async remove(id: Id | null, params: Params = {}): Promise<ListingView> {
    if (id === null) throw new BadRequest('One listing at a time');
    const row = await this.visible(id, params);
    const user = signedInUser(params, 'Sign in to delete your listing');
    if (Number(row.owner) !== user._id && !isModerator(params)) throw new Forbidden('Only the owner can delete this listing');
    await this.db.transaction(async (trx) => {
      await trx('content_reports').where({ kind: 'listing', record: row._id }).delete();
      await trx('group_listings').where('_id', row._id).delete();
    });
    return this.view(row, params);
  }

  /** Rules the schema cannot state: known server, dungeon, achievements and idols; coherent levels and dates. */
  private check(data: ListingData): void {
    const errors: Record<string, FieldError> = {};
    if (!this.refs.isKnownServer(data.server)) throw unknownServer(data.server);
    const dungeon = data.dungeon ?? null;
    const activity = data.activity?.trim() || null;
    if ((dungeon === null) === (activity === null))
      errors.activity = { key: 'dungeon-or-activity', message: 'Choose a dungeon or describe an activity' };
    if (dungeon !== null && !this.refs.isKnownDungeon(dungeon)) errors.dungeon = { key: 'unknown-dungeon', message: `Unknown dungeon ${dungeon}` };
    const achievements = data.achievements ?? [];
    if (achievements.length) {
      const allowed = dungeon === null ? new Set<number>() : this.refs.dungeonAchievements(dungeon);
      const stray = achievements.find((id) => !allowed.has(id));
      if (stray !== undefined) errors.achievements = { key: 'not-dungeon-achievement', message: `Achievement ${stray} is not one of this dungeon` };
    }
    const unknownIdol = (data.idols ?? []).find((id) => !this.refs.isKnownIdol(id));
    if (unknownIdol !== undefined) errors.idols = { key: 'unknown-idol', message: `Unknown idol ${unknownIdol}` };
    if (data.levelMin > data.levelMax) errors.levelMax = { key: 'level-range', message: 'The maximum level must not be below the minimum level' };
    const expires = Date.parse(data.expiresAt);
    const now = Date.now();
    if (!(expires > now)) errors.expiresAt = { key: 'expires-in-past', message: 'The listing must expire in the future' };
    else if (expires - now > this.options.maxLifetimeMs())
      errors.expiresAt = { key: 'expires-too-late', message: 'The listing expires too late', nb: Math.round(this.options.maxLifetimeMs() / 3_600_000) };
    if (Object.keys(errors).length) throw fieldErrors(errors);
  }

  private async visible(id: Id, params: Params): Promise<ListingRow> {
    const key = Number(id);
    if (!Number.isSafeInteger(key) || key < 1) throw new NotFound(LISTING_MISSING);
    const row = (await this.rows().where('l._id', key).first()) as ListingRow | undefined;
    const moderator = isModerator(params);
    if (!row || (row.hidden && !moderator) || (row.expiresAt <= new Date().toISOString() && !moderator)) throw new NotFound(LISTING_MISSING);
    return { ...row, _id: Number(row._id) };
  }

  private view(row: ListingRow, params: Params): ListingView {
    const moderator = isModerator(params) && !!currentUser(params);
    return {
      _id: Number(row._id),
      server: Number(row.server),
      dungeon: row.dungeon === null ? null : Number(row.dungeon),
      activity: row.activity,
      achievements: JSON.parse(row.achievements) as number[],
      idols: JSON.parse(row.idols) as number[],
      levelMin: Number(row.levelMin),
      levelMax: Number(row.levelMax),
      slots: Number(row.slots),
      description: row.description,
      contact: row.contact,
      language: row.language,
      expiresAt: row.expiresAt,
      owner: { _id: Number(row.owner), username: row.ownerName },
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      ...(moderator ? { hidden: !!row.hidden } : {}),
    };
  }
}

function columns(data: ListingData) {
  return {
    server: data.server,
    dungeon: data.dungeon ?? null,
    activity: data.activity?.trim() || null,
    achievements: JSON.stringify(data.achievements ?? []),
    idols: JSON.stringify(data.idols ?? []),
    levelMin: data.levelMin,
    levelMax: data.levelMax,
    slots: data.slots,
    description: (data.description ?? '').trim(),
    contact: data.contact.trim(),
    language: data.language,
    expiresAt: new Date(data.expiresAt).toISOString(),
  };
}
