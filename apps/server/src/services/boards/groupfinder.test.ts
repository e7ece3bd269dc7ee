import { rmSync } from 'node:fs';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../testing/server-process';
import { writeTestBundle } from '../../testing/test-bundle';
import { startAccountsServer, type AccountsServer } from '../users/test-accounts';
import {
  account,
  BOARD_GAME,
  BOSS_ACHIEVEMENT,
  call,
  databaseOf,
  DUNGEON,
  DUO_ACHIEVEMENT,
  freshIp,
  IDOL,
  moderatorAccount,
  OTHER_ACHIEVEMENT,
  OTHER_DUNGEON,
  rowCount,
  SERVER_OK,
  SERVER_RETIRED,
  SERVER_TOURNAMENT,
  type TestUser,
} from './test-fixtures';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const listing = (overrides: Record<string, unknown> = {}) => ({
  server: SERVER_OK,
  dungeon: DUNGEON,
  achievements: [BOSS_ACHIEVEMENT, DUO_ACHIEVEMENT],
  idols: [IDOL],
  levelMin: 30,
  levelMax: 60,
  slots: 3,
  description: 'Chill run, <b>bring</b> food',
  contact: 'Bouftou-Killer',
  language: 'fr',
  expiresAt: inHours(2),
  ...overrides,
});

describe.each(DATABASES)('group finder API on %s', (database) => {
  let ctx: AccountsServer;
  let db: Knex;
  let bundleDir: string;
  let owner: TestUser, other: TestUser, mod: TestUser;
  const post = (body: unknown, user?: TestUser, ip?: string) => call(ctx.server, '/api/groupfinder', { method: 'POST', body, token: user?.token, ip });
  const ids = async (query: string, user?: TestUser) =>
    ((await call(ctx.server, `/api/groupfinder${query}`, { token: user?.token })).body.data as { _id: number }[]).map((l) => l._id);

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-groupfinder-', BOARD_GAME);
    ctx = await startAccountsServer(database, { BUNDLE_DIR: bundleDir, RATE_LIMIT_PER_MINUTE: '4', LISTING_MAX_HOURS: '24' });
    db = databaseOf(ctx);
    [owner, other] = await Promise.all(['GroupOwner', 'GroupOther'].map((name) => account(ctx.server, name)));
    mod = await moderatorAccount(ctx, 'GroupMod');
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await ctx?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('refuses bad listings with a 400 naming the field, and writes nothing', async () => {
    const before = await rowCount(db, 'group_listings');
    const cases: [Record<string, unknown>, string][] = [
      [listing({ server: SERVER_TOURNAMENT }), 'server'],
      // A closed or merged server: its listings would show no server name.
      [listing({ server: SERVER_RETIRED }), 'server'],
      [listing({ server: 4242 }), 'server'],
      [listing({ dungeon: 999 }), 'dungeon'],
      [listing({ dungeon: null, activity: null }), 'activity'],
      [listing({ activity: 'Frigost quests' }), 'activity'],
      [listing({ achievements: [OTHER_ACHIEVEMENT] }), 'achievements'],
      [listing({ idols: [777] }), 'idols'],
      [listing({ levelMin: 80, levelMax: 60 }), 'levelMax'],
      [listing({ levelMax: 201 }), 'levelMax'],
      [listing({ slots: 0 }), 'slots'],
      [listing({ slots: 8 }), 'slots'],
      [listing({ description: 'x'.repeat(501) }), 'description'],
      [listing({ contact: '<script>' }), 'contact'],
      [listing({ language: 'xx' }), 'language'],
      [listing({ expiresAt: inHours(-1) }), 'expiresAt'],
      [listing({ expiresAt: inHours(25) }), 'expiresAt'],
      [listing({ owner: other.id }), 'owner'],
    ];
    for (const [body, field] of cases) {
      const answer = await post(body, owner);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    expect((await post(listing())).status).toBe(401);
    expect(await rowCount(db, 'group_listings')).toBe(before);
  });

  it('keeps descriptions as plain text, and filters by server, dungeon, language and level range', async () => {
    const { status, body } = await post(listing(), owner);
    expect(status).toBe(201);
    expect(body).toMatchObject({ description: 'Chill run, <b>bring</b> food', owner: { _id: owner.id, username: 'GroupOwner' }, slots: 3 });
    const free = (await post(listing({ dungeon: null, achievements: [], activity: 'Kolizeum 3v3', language: 'en', levelMin: 190, levelMax: 200 }), other)).body;
    const bworker = (await post(listing({ dungeon: OTHER_DUNGEON, achievements: [OTHER_ACHIEVEMENT], server: 206, levelMin: 100, levelMax: 150 }), other)).body;
    expect(await ids(`?server=${SERVER_OK}`)).toEqual([free._id, body._id]); // freshest first
    expect(await ids(`?dungeon=${DUNGEON}`)).toEqual([body._id]);
    expect(await ids('?language=en')).toEqual([free._id]);
    expect(await ids('?levelMin=100&levelMax=195')).toEqual([bworker._id, free._id]);
    expect(await ids('?levelMin=61&levelMax=120')).toEqual([bworker._id]);
    expect((await call(ctx.server, '/api/groupfinder?levelMin=abc')).status).toBe(400);
  });

  it('lets only the owner edit and delete; hidden listings answer moderators only', async () => {
    const { body } = await post(listing({ contact: 'Matrix-Owner' }), owner);
    const hidden = (await post(listing({ contact: 'Matrix-Hidden' }), owner)).body;
    expect((await call(ctx.server, `/api/groupfinder/${hidden._id}`, { method: 'PATCH', body: { hidden: true, reason: 'Spam' }, token: mod.token })).status).toBe(200);
    const cases: [string, TestUser | undefined, number, number, number][] = [
      // who, user, GET visible, GET hidden, PATCH visible
      ['guest', undefined, 200, 404, 401],
      ['other', other, 200, 404, 403],
      ['owner', owner, 200, 404, 200],
      ['moderator', mod, 200, 200, 403],
    ];
    for (const [who, user, getVisible, getHidden, patchVisible] of cases) {
      expect((await call(ctx.server, `/api/groupfinder/${body._id}`, { token: user?.token })).status, who).toBe(getVisible);
      expect((await call(ctx.server, `/api/groupfinder/${hidden._id}`, { token: user?.token })).status, who).toBe(getHidden);
      expect((await call(ctx.server, `/api/groupfinder/${body._id}`, { method: 'PATCH', body: { slots: 2 }, token: user?.token })).status, who).toBe(patchVisible);
      expect((await ids('?hidden=true', user)).includes(hidden._id), who).toBe(who === 'moderator');
    }
    expect((await call(ctx.server, `/api/groupfinder/${body._id}`, { method: 'PATCH', body: { slots: 9 }, token: owner.token })).status).toBe(400);
    expect((await call(ctx.server, `/api/groupfinder/${body._id}`)).body.slots).toBe(2);
    expect((await call(ctx.server, `/api/groupfinder/${hidden._id}`, { method: 'DELETE', token: owner.token })).status).toBe(404);
    expect((await call(ctx.server, `/api/groupfinder/${body._id}`, { method: 'DELETE', token: other.token })).status).toBe(403);
    expect((await call(ctx.server, `/api/groupfinder/${body._id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await call(ctx.server, `/api/groupfinder/${body._id}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    expect((await call(ctx.server, `/api/groupfinder/${body._id}`)).status).toBe(404);
    const log = (await call(ctx.server, '/api/board-moderation', { token: mod.token })).body.log;
    expect(log[0]).toMatchObject({ kind: 'listing', record: hidden._id, action: 'hide', reason: 'Spam' });
  });

  it('hides a listing once it expires and purges it from the database', async () => {
    const { body } = await post(listing({ expiresAt: new Date(Date.now() + 1500).toISOString() }), owner);
    expect(await ids(`?dungeon=${DUNGEON}`)).toContain(body._id);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await ids(`?dungeon=${DUNGEON}`)).not.toContain(body._id);
    expect((await call(ctx.server, `/api/groupfinder/${body._id}`)).status).toBe(404);
    expect((await call(ctx.server, `/api/groupfinder/${body._id}`, { method: 'PATCH', body: { slots: 1 }, token: owner.token })).status).toBe(404);
    // The next listing posted sweeps expired ones away.
    expect((await post(listing(), other)).status).toBe(201);
    expect(await db('group_listings').where('_id', body._id).first()).toBeUndefined();
  });

  it('rate limits listings per client address (429, nothing written)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) expect((await post(listing({ slots: 1 + i }), owner, ip)).status).toBe(201);
    const before = await rowCount(db, 'group_listings');
    expect((await post(listing(), owner, ip)).status).toBe(429);
    expect(await rowCount(db, 'group_listings')).toBe(before);
  });
});
