/**
 * `api/map-clue`: treasure hints. A signed-in player proposes "clue C is on the map at (x, y)"
 * (`present`) or reports "clue C is not on that map" (`absent`); the same hint proposed again
 * counts as that player's vote. Every signed-in player votes once per hint (+1/-1, a second vote
 * replaces the first); moderators validate or reject. Validated hints, and absence reports voted
 * reliable, change the treasure-hunt answers at once. Contributors earn reputation points.
 */
import { BadRequest, Conflict, Forbidden, NotAuthenticated, NotFound } from '@feathersjs/errors';
import type { Id, Params } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { hasRole } from '../../auth/roles';
import type { Application } from '../../declarations';
import { authenticated, currentUser } from '../../hooks/authenticate';
import { compileLater } from '../../hooks/compile-later';
import { integerId } from '../../hooks/integer-id';
import { rateLimit, rememberIp } from '../../hooks/rate-limit';
import { dataValidator, fieldError, fieldErrors, toFieldErrors, validateQuery } from '../../hooks/validate';
import type { ClueIndex, HintOverlay } from './clue-index';
import { MAIN_WORLD } from './clue-index';
import { actorOf, writeAudit, type Actor, type AuditEntry } from '../back-office/audit';
import type { UndoableTable } from '../back-office/curated-table';
import {
  ABSENT_RELIABILITY,
  mapClueDataSchema,
  mapCluePatchSchema,
  mapClueQueryValidate,
  POINTS_PROPOSED,
  POINTS_VALIDATED,
  type MapClue,
  type MapClueData,
  type MapCluePatch,
  type MapClueQuery,
} from './treasure-hunt.schema';
import { mapClueMethods, mapCluePath } from './treasure-hunt.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { mapClueDocs } from './treasure-hunt.docs';

export const MAP_CLUE_PATH = apiPath(mapCluePath);

declare module '../../declarations' {
  interface ServiceTypes {
    [MAP_CLUE_PATH]: MapClueService;
  }
}

const dataCheck = compileLater(() => dataValidator.compile<MapClueData>(mapClueDataSchema));
const patchCheck = compileLater(() => dataValidator.compile<MapCluePatch>(mapCluePatchSchema));

function checked<T>(check: ReturnType<typeof dataCheck> | ReturnType<typeof patchCheck>, value: unknown): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fieldError('_', 'required', 'Please fill in all fields');
  if (!check(value)) throw fieldErrors(toFieldErrors(check.errors ?? [], value));
  return value as T;
}

const COLUMNS = ['_id', 'clueId', 'posX', 'posY', 'worldMap', 'kind', 'status', 'reliability', 'user', 'createdAt', 'updatedAt'];

/** How often each process reloads the hints that count (others' writes; its own apply at once). */
const HINTS_REFRESH_MS = 30_000;

export class MapClueService {
  constructor(
    private readonly db: Knex,
    private readonly index: ClueIndex,
  ) {}

  /** Feathers calls this on `app.setup()`, before the server listens: the hints count from the first answer. */
  async setup(): Promise<void> {
    await this.refreshIndex();
    // Another server process may validate or report a hint: pick its changes up within a minute.
    setInterval(() => void this.refreshIndex().catch(() => undefined), HINTS_REFRESH_MS).unref();
  }

  /** Lays the hints that count over the clue index: validated ones, and absence reports voted reliable. */
  async refreshIndex(): Promise<void> {
    const [hints, edits]: (HintOverlay & { updatedAt: string })[][] = await Promise.all([
      this.db('map_clues')
        .select('clueId', 'posX', 'posY', 'worldMap', 'kind', 'updatedAt')
        .where('status', 'validated')
        .orWhere((q) => q.where('kind', 'absent').andWhereNot('status', 'rejected').andWhere('reliability', '>=', ABSENT_RELIABILITY))
        // Absence after presence: a clue reported absent by reliable votes goes, even if a hint placed it.
        .orderBy([{ column: 'kind', order: 'desc' }, { column: '_id' }]),
      // The back office's clue edits (`poi/from-map`) come last: staff have the final word on a map.
      this.db('map_clue_edits').select('clueId', 'posX', 'posY', 'worldMap', 'kind', 'updatedAt').orderBy('_id'),
    ]);
    const all = [...hints, ...edits];
    const latest = all.reduce<string | undefined>((max, h) => (max === undefined || h.updatedAt > max ? h.updatedAt : max), undefined);
    this.index.setOverlay(
      all.map(({ clueId, posX, posY, worldMap, kind }) => ({ clueId, posX, posY, worldMap, kind })),
      latest,
    );
  }

  async find(params: Params): Promise<{ total: number; limit: number; skip: number; data: MapClue[] }> {
    const { $limit = 20, $skip = 0, ...filters } = (params.query ?? {}) as MapClueQuery;
    const where = (q: Knex.QueryBuilder) => {
      for (const [key, value] of Object.entries(filters)) if (value !== undefined) q.where(key, value);
    };
    const [count] = await this.db('map_clues').where(where).count({ total: '_id' });
    const data = await this.db('map_clues')
      .select(COLUMNS)
      .where(where)
      .orderBy([{ column: 'createdAt', order: 'desc' }, { column: '_id', order: 'desc' }])
      .limit($limit)
      .offset($skip);
    return { total: Number(count?.total ?? 0), limit: $limit, skip: $skip, data: data as MapClue[] };
  }

  async get(id: Id): Promise<MapClue> {
    const row = await this.db('map_clues').select(COLUMNS).where('_id', id).first();
    if (!row) throw new NotFound(`No hint found for id '${id}'`);
    return row as MapClue;
  }

  async create(raw: MapClueData, params: Params): Promise<MapClue> {
    const user = currentUser(params);
    if (!user) throw new NotAuthenticated('Not authenticated');
    const data = checked<MapClueData>(dataCheck(), raw);
    const worldMap = data.worldMap ?? MAIN_WORLD;
    if (!this.index.clueNames.has(data.clueId)) throw fieldError('clueId', 'unknown-clue', 'This clue does not exist');
    if (this.index.mapsAt(worldMap, data.posX, data.posY).length === 0)
      throw fieldError('posX', 'unknown-position', 'There is no map at this position');
    const now = new Date().toISOString();
    const key = { clueId: data.clueId, posX: data.posX, posY: data.posY, worldMap, kind: data.kind };
    const id = await this.db.transaction(async (trx) => {
      const existing = await trx('map_clues').select('_id').where(key).first();
      if (existing) {
        await this.vote(trx, Number(existing._id), user._id, 1, now);
        return Number(existing._id);
      }
      const [inserted] = await trx('map_clues').insert(
        { ...key, status: 'pending', reliability: 0, user: user._id, createdAt: now, updatedAt: now },
        ['_id'],
      );
      const hintId = Number((inserted as { _id: number })._id ?? inserted);
      await this.vote(trx, hintId, user._id, 1, now);
      await trx('reputation_points').insert({ user: user._id, points: POINTS_PROPOSED, reason: 'map-clue-proposed', createdAt: now, updatedAt: now });
      return hintId;
    });
    await this.refreshIndex();
    return this.get(id);
  }

  /** A vote (any signed-in player) or a decision (moderators only). */
  async patch(id: Id, raw: MapCluePatch, params: Params): Promise<MapClue> {
    const user = currentUser(params);
    if (!user) throw new NotAuthenticated('Not authenticated');
    const data = checked<MapCluePatch>(patchCheck(), raw);
    const hint = await this.get(id);
    const now = new Date().toISOString();
    if (data.status !== undefined) {
      if (params.provider && !hasRole(user, 'admin', 'moderator'))
        throw new Forbidden('Only moderators validate or reject hints', { key: 'moderators-only' });
      await this.db.transaction(async (trx) => {
        await trx('map_clues').where('_id', hint._id).update({ status: data.status, updatedAt: now });
        const firstValidation = data.status === 'validated' && hint.status !== 'validated';
        const rewarded = await trx('reputation_points').where({ user: hint.user ?? -1, reason: `map-clue-validated:${hint._id}` }).first();
        const rewards = firstValidation && hint.user !== null && !rewarded;
        if (rewards)
          await trx('reputation_points').insert({ user: hint.user, points: POINTS_VALIDATED, reason: `map-clue-validated:${hint._id}`, createdAt: now, updatedAt: now });
        // The decision changes the live answers: the audit log keeps it, and can take it back.
        const { _id, clueId, posX, posY, worldMap, kind } = hint;
        const what = { _id, clueId, posX, posY, worldMap, kind };
        await writeAudit(trx, actorOf(params), {
          service: mapCluePath,
          method: 'patch',
          recordId: hint._id,
          before: { ...what, status: hint.status },
          after: { ...what, status: data.status, rewarded: rewards },
        });
      });
    } else if (data.vote !== undefined) {
      await this.db.transaction((trx) => this.vote(trx, hint._id, user._id, data.vote!, now));
    } else throw new BadRequest('Nothing to change');
    await this.refreshIndex();
    return this.get(hint._id);
  }

  /** Records a player's vote (replacing an earlier one) and recounts the hint's reliability. */
  private async vote(trx: Knex.Transaction, hint: number, user: number, value: 1 | -1, now: string): Promise<void> {
    await trx('map_clue_votes')
      .insert({ hint, user, value, createdAt: now })
      .onConflict(['hint', 'user'])
      .merge({ value, createdAt: now });
    const [sum] = await trx('map_clue_votes').where('hint', hint).sum({ total: 'value' });
    await trx('map_clues').where('_id', hint).update({ reliability: Number(sum?.total ?? 0), updatedAt: now });
  }
}

export function registerMapClue(app: Application, index: ClueIndex): MapClueService {
  const service = new MapClueService(app.get('db'), index);
  const limit = rateLimit(app.get('config').rateLimitPerMinute);
  app.use(MAP_CLUE_PATH, withDocs(service, mapClueDocs), { methods: [...mapClueMethods], events: [], express: { before: [rememberIp] } });
  app.service(MAP_CLUE_PATH).hooks({
    before: {
      find: [validateQuery(mapClueQueryValidate)],
      get: [integerId],
      create: [authenticated, limit],
      patch: [authenticated, limit, integerId],
    },
  });
  return service;
}

/**
 * Undoes a moderator's decision on a hint (from the audit log): its status goes back, and the
 * reputation the decision gave its author is taken back. Refused if the hint was decided again since.
 */
export const mapClueUndo: UndoableTable = {
  spec: { service: mapCluePath },
  async undo(trx: Knex.Transaction, entry: AuditEntry, actor: Actor): Promise<void> {
    const before = entry.before as unknown as { _id: number; status: string };
    const after = entry.after as unknown as { status: string; rewarded?: boolean };
    const current = (await trx('map_clues').where('_id', before._id).first()) as { status: string; user: number | null } | undefined;
    if (!current || current.status !== after.status)
      throw new Conflict('The hint was decided again since this entry; undo the later entries first', { key: 'changed-since' });
    await trx('map_clues').where('_id', before._id).update({ status: before.status, updatedAt: new Date().toISOString() });
    if (after.rewarded && current.user !== null)
      await trx('reputation_points').where({ user: current.user, reason: `map-clue-validated:${before._id}` }).delete();
    await writeAudit(trx, actor, { service: mapCluePath, method: 'undo', recordId: before._id, before: entry.after, after: entry.before, undoes: entry._id });
  },
};
