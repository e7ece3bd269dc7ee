import { BadRequest, Conflict, Forbidden, NotFound } from '@feathersjs/errors';
import type { Id, Paginated, Params } from '@feathersjs/feathers';
import { CONFIRMATIONS_FOR_POINTS, CONFIRMED_REPORT_POINTS, portalStatuses, type PortalView } from '@grimoire/rules';
import type { Knex } from 'knex';
import { currentUser } from '../../hooks/authenticate';
import { fieldErrors } from '../../hooks/validate';
import type { PortalData, PortalEdit, PortalQuery, VoteData } from './boards.schema';
import type { BoardGameRefs } from './game-refs';
import { flagRecord, isModerator, moderateRecord, PORTAL_HISTORY_DAYS, signedInUser } from './moderation';
import type { ModerationData } from './boards.schema';

export const PORTAL_MISSING = 'This portal report does not exist or was removed';

export type { PortalView };

interface PortalRow {
  _id: number;
  server: number;
  dimension: number;
  posX: number;
  posY: number;
  remainingUses: number | null;
  reporter: number;
  reporterName: string;
  reportedAt: string;
  confirmations: number;
  denials: number;
  rewarded: unknown;
  hidden: unknown;
}

/** `PATCH /portals/{id}`: one of a vote, a flag, a moderation, or the reporter's correction. */
export type PortalPatch = VoteData | { flag: string } | ModerationData | PortalEdit;

export interface BoardOptions {
  staleAfterMs: () => number;
}

/**
 * Portal reports: guests read, signed-in players report and vote once per report, reporters
 * correct or delete their own, moderators hide. Hidden reports answer 404 to everyone else.
 */
export class PortalsService {
  constructor(
    private readonly db: Knex,
    private readonly refs: BoardGameRefs,
    private readonly options: BoardOptions,
  ) {}

  private rows(db: Knex = this.db) {
    return db<PortalRow>('portal_reports as p')
      .join('users as u', 'u._id', 'p.reporter')
      .select('p.*', 'u.username as reporterName');
  }

  async find(params: Params<PortalQuery> = {}): Promise<Paginated<PortalView>> {
    const query = params.query ?? {};
    const limit = query.$limit ?? 50;
    const skip = query.$skip ?? 0;
    const since = new Date(Date.now() - PORTAL_HISTORY_DAYS * 86_400_000).toISOString();
    const rows = this.rows().where('p.reportedAt', '>=', since);
    if (query.server !== undefined) rows.where('p.server', query.server);
    if (query.dimension !== undefined) rows.where('p.dimension', query.dimension);
    const wantsHidden = query.hidden === true && isModerator(params);
    if (!wantsHidden) rows.where('p.hidden', false);
    const all = (await rows.orderBy([{ column: 'p.reportedAt', order: 'desc' }, { column: 'p._id', order: 'desc' }]).limit(2000)) as PortalRow[];
    const views = await this.views(all, params);
    const rank = { current: 0, stale: 1, history: 2 } as const;
    views.sort((a, b) => rank[a.status] - rank[b.status] || a.dimension - b.dimension || b.reportedAt.localeCompare(a.reportedAt));
    return { total: views.length, limit, skip, data: views.slice(skip, skip + limit) };
  }

  async get(id: Id, params: Params = {}): Promise<PortalView> {
    const row = await this.visible(id, params);
    // The status depends on the other reports of the same server and dimension.
    const group = (await this.rows()
      .where({ 'p.server': row.server, 'p.dimension': row.dimension, 'p.hidden': false })
      .orderBy('p.reportedAt', 'desc')
      .limit(200)) as PortalRow[];
    const views = await this.views(group.some((other) => Number(other._id) === Number(row._id)) ? group : [row, ...group], params);
    return views.find((view) => view._id === Number(row._id))!;
  }

  async create(data: PortalData, params: Params = {}): Promise<PortalView> {
    const user = signedInUser(params, 'Sign in to report a portal');
    if (!this.refs.isKnownServer(data.server)) throw unknownServer(data.server);
    if (!this.refs.isWorldPosition(data)) throw unknownPosition(data);
    const now = new Date().toISOString();
    const [inserted] = await this.db('portal_reports').insert(
      { ...data, remainingUses: data.remainingUses ?? null, reporter: user._id, reportedAt: now, updatedAt: now },
      ['_id'],
    );
    return this.get(Number((inserted as { _id: number })._id), params);
  }

  async patch(id: Id | null, data: PortalPatch, params: Params = {}): Promise<PortalView> {
    if (id === null) throw new BadRequest('One portal report at a time');
    const row = await this.visible(id, params);
    if ('hidden' in data) {
      await moderateRecord(this.db, 'portal', row._id, params, data);
    } else if ('flag' in data) {
      await flagRecord(this.db, 'portal', row._id, signedInUser(params, 'Sign in to flag a report'), data.flag);
    } else if ('vote' in data) {
      await this.vote(row, data, params);
    } else {
      const user = signedInUser(params, 'Sign in to change your report');
      if (Number(row.reporter) !== user._id) throw new Forbidden('Only the reporter can change this report');
      const moved = { posX: data.posX ?? Number(row.posX), posY: data.posY ?? Number(row.posY) };
      if (!this.refs.isWorldPosition(moved)) throw unknownPosition(moved);
      await this.db('portal_reports').where('_id', row._id).update({ ...data, updatedAt: new Date().toISOString() });
    }
    return this.get(row._id, params);
  }

  async remove(id: Id | null, params: Params = {}): Promise<PortalView> {
    if (id === null) throw new BadRequest('One portal report at a time');
    const view = await this.get(id, params);
    const user = signedInUser(params, 'Sign in to delete your report');
    if (view.reporter._id !== user._id && !isModerator(params)) throw new Forbidden('Only the reporter can delete this report');
    await this.db.transaction(async (trx) => {
      await trx('portal_votes').where('report', view._id).delete();
      await trx('content_reports').where({ kind: 'portal', record: view._id }).delete();
      await trx('portal_reports').where('_id', view._id).delete();
    });
    return view;
  }

  /** One vote per player and report (a second one is a 409); reporters do not vote on their own. */
  private async vote(row: PortalRow, { vote }: VoteData, params: Params): Promise<void> {
    const user = signedInUser(params, 'Sign in to confirm or deny a portal');
    if (Number(row.reporter) === user._id) throw new Forbidden('You cannot vote on your own report', { key: 'own-report' });
    await this.db.transaction(async (trx) => {
      const already = await trx('portal_votes').where({ report: row._id, user: user._id }).first();
      if (already) throw new Conflict('You already voted on this report', { key: 'already-voted' });
      await trx('portal_votes').insert({ report: row._id, user: user._id, vote, createdAt: new Date().toISOString() });
      const column = vote === 'confirm' ? 'confirmations' : 'denials';
      await trx('portal_reports').where('_id', row._id).increment(column, 1);
      const fresh = (await trx('portal_reports').where('_id', row._id).first()) as PortalRow;
      // Reputation for a confirmed report, once: the flag flips in the same transaction.
      if (vote === 'confirm' && !fresh.rewarded && Number(fresh.confirmations) >= CONFIRMATIONS_FOR_POINTS) {
        const flipped = await trx('portal_reports').where({ _id: row._id, rewarded: false }).update({ rewarded: true });
        if (flipped) {
          const now = new Date().toISOString();
          await trx('reputation_points').insert({ user: row.reporter, points: CONFIRMED_REPORT_POINTS, reason: 'portal report confirmed', createdAt: now, updatedAt: now });
        }
      }
    }).catch((error: unknown) => {
      // Two parallel votes by the same player: the primary key refuses the second.
      if (error instanceof Conflict) throw error;
      if (/UNIQUE|duplicate key|PRIMARY/i.test(String((error as Error)?.message))) throw new Conflict('You already voted on this report', { key: 'already-voted' });
      throw error;
    });
  }

  /** A row the caller may see: hidden ones are the moderators' only. */
  private async visible(id: Id, params: Params): Promise<PortalRow> {
    const key = Number(id);
    if (!Number.isSafeInteger(key) || key < 1) throw new NotFound(PORTAL_MISSING);
    const row = (await this.rows().where('p._id', key).first()) as PortalRow | undefined;
    if (!row || (row.hidden && !isModerator(params))) throw new NotFound(PORTAL_MISSING);
    return { ...row, _id: Number(row._id) };
  }

  private async views(rows: PortalRow[], params: Params): Promise<PortalView[]> {
    const caller = currentUser(params)?._id;
    const ids = rows.map((row) => Number(row._id));
    const reporters = [...new Set(rows.map((row) => Number(row.reporter)))];
    const [votes, reputations] = await Promise.all([
      caller && ids.length ? this.db('portal_votes').where('user', caller).whereIn('report', ids).select('report', 'vote') : [],
      reporters.length
        ? this.db('reputation_points').whereIn('user', reporters).groupBy('user').select('user').sum({ total: 'points' })
        : [],
    ]);
    const myVotes = new Map((votes as { report: number; vote: 'confirm' | 'deny' }[]).map((v) => [Number(v.report), v.vote]));
    const reputation = new Map((reputations as { user: number; total: unknown }[]).map((r) => [Number(r.user), Number(r.total ?? 0)]));
    const statuses = portalStatuses(
      rows.filter((row) => !row.hidden).map((row) => ({ ...row, id: Number(row._id), confirmations: Number(row.confirmations), denials: Number(row.denials) })),
      Date.now(),
      this.options.staleAfterMs(),
    );
    const moderator = isModerator(params);
    return rows.map((row) => ({
      _id: Number(row._id),
      server: Number(row.server),
      dimension: Number(row.dimension),
      posX: Number(row.posX),
      posY: Number(row.posY),
      remainingUses: row.remainingUses === null ? null : Number(row.remainingUses),
      reportedAt: row.reportedAt,
      reporter: { _id: Number(row.reporter), username: row.reporterName, reputation: reputation.get(Number(row.reporter)) ?? 0 },
      confirmations: Number(row.confirmations),
      denials: Number(row.denials),
      myVote: myVotes.get(Number(row._id)) ?? null,
      status: statuses.get(Number(row._id)) ?? 'history',
      nearestZaap: this.refs.nearestZaap({ posX: Number(row.posX), posY: Number(row.posY) }),
      ...(moderator ? { hidden: !!row.hidden } : {}),
    }));
  }
}

/** A position no map of the World of Twelve stands on ([999, -999], a typo): no portal is there. */
export function unknownPosition({ posX, posY }: { posX: number; posY: number }) {
  return fieldErrors({ posX: { key: 'unknown-position', message: `No map of the World of Twelve at [${posX},${posY}]` } });
}

export function unknownServer(server: number) {
  return fieldErrors({ server: { key: 'unknown-server', message: `Unknown server ${server}` } });
}
