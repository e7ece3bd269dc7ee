import { rmSync } from 'node:fs';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMED_REPORT_POINTS } from '@grimoire/rules';
import { DATABASES } from '../../testing/server-process';
import { writeTestBundle } from '../../testing/test-bundle';
import { startAccountsServer, type AccountsServer } from '../users/test-accounts';
import {
  account,
  BOARD_GAME,
  call,
  databaseOf,
  freshIp,
  moderatorAccount,
  rowCount,
  SERVER_COMMUNITY_100,
  SERVER_OK,
  SERVER_RETIRED,
  SERVER_TOURNAMENT,
  type TestUser,
} from './test-fixtures';

const report = (overrides: Record<string, unknown> = {}) => ({ server: SERVER_OK, dimension: 1, posX: 4, posY: -20, remainingUses: 30, ...overrides });

describe.each(DATABASES)('portals API on %s', (database) => {
  let ctx: AccountsServer;
  let db: Knex;
  let bundleDir: string;
  let alice: TestUser, bob: TestUser, carol: TestUser, dave: TestUser, mod: TestUser;
  const post = (body: unknown, user?: TestUser, ip?: string) => call(ctx.server, '/api/portals', { method: 'POST', body, token: user?.token, ip });
  const patch = (id: number, body: unknown, user?: TestUser) => call(ctx.server, `/api/portals/${id}`, { method: 'PATCH', body, token: user?.token });
  const get = (id: number, user?: TestUser) => call(ctx.server, `/api/portals/${id}`, { token: user?.token });
  const board = async (query: string, user?: TestUser) => (await call(ctx.server, `/api/portals${query}`, { token: user?.token })).body;

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-portals-', BOARD_GAME);
    ctx = await startAccountsServer(database, { BUNDLE_DIR: bundleDir, RATE_LIMIT_PER_MINUTE: '4', PORTAL_STALE_HOURS: '6' });
    db = databaseOf(ctx);
    [alice, bob, carol, dave] = await Promise.all(['PortalAlice', 'PortalBob', 'PortalCarol', 'PortalDave'].map((name) => account(ctx.server, name)));
    mod = await moderatorAccount(ctx, 'PortalMod');
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await ctx?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('answers the four dimensions with French and English names', async () => {
    const { status, body } = await call(ctx.server, '/api/dimensions');
    expect(status).toBe(200);
    expect(body.data.map((d: { name: { fr: string; en: string } }) => [d.name.fr, d.name.en])).toEqual([
      ['Enutrosor', 'Enutrosor'],
      ['Srambad', 'Srambad'],
      ['Xélorium', 'Xelorium'],
      ['Ecaflipus', 'Ecaflipus'],
    ]);
  });

  it('refuses bad reports with a 400 naming the field, and writes nothing', async () => {
    const before = await rowCount(db, 'portal_reports');
    const cases: [Record<string, unknown>, string][] = [
      [report({ dimension: 9 }), 'dimension'],
      [report({ posX: 500 }), 'posX'],
      [report({ posY: 'north' }), 'posY'],
      [report({ remainingUses: -1 }), 'remainingUses'],
      [report({ reporter: bob.id }), 'reporter'],
      [report({ server: 12345 }), 'server'],
      [report({ server: SERVER_TOURNAMENT }), 'server'],
      [report({ server: SERVER_COMMUNITY_100 }), 'server'],
      [report({ server: SERVER_RETIRED }), 'server'],
      // Within the schema's bounds, but no map of the World of Twelve stands there.
      [report({ posX: 200, posY: -200 }), 'posX'],
      [report({ posX: 40, posY: -20 }), 'posX'],
    ];
    for (const [body, field] of cases) {
      const answer = await post(body, alice);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.data.field).toBe(field);
    }
    expect(await rowCount(db, 'portal_reports')).toBe(before);
  });

  it('lets guests read but not report (401, nothing written)', async () => {
    const before = await rowCount(db, 'portal_reports');
    expect((await post(report())).status).toBe(401);
    expect(await rowCount(db, 'portal_reports')).toBe(before);
    expect((await call(ctx.server, '/api/portals')).status).toBe(200);
  });

  it('shows a report with its reporter, age and nearest zaap of the Twelve', async () => {
    const { status, body } = await post(report({ dimension: 2, posX: 4, posY: -20 }), alice);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      server: SERVER_OK,
      dimension: 2,
      status: 'current',
      reporter: { _id: alice.id, username: 'PortalAlice', reputation: 0 },
      confirmations: 0,
      denials: 0,
      // Astrub [5,-18] is 3 maps away; the zaap of world 12 at [0,0] does not count.
      nearestZaap: { mapId: 191105026, posX: 5, posY: -18, distance: 3, name: { fr: "Cité d'Astrub" } },
    });
    const page = await board(`?server=${SERVER_OK}&dimension=2`);
    expect(page.data.map((p: { _id: number }) => p._id)).toContain(body._id);
    expect((await board('?server=206')).data).toEqual([]);
  });

  it("names a zaap whose sub-area has no name by its area, never leaves it a bare 'zaap'", async () => {
    const { status, body } = await post(report({ dimension: 4, posX: -28, posY: -20 }), alice);
    expect(status).toBe(201);
    expect(body.nearestZaap).toEqual({ mapId: 90_000, posX: -30, posY: -20, distance: 2, name: null, areaName: { fr: 'Plaines de Cania', en: 'Plaines de Cania' } });
  });

  it('counts one vote per player, never the reporter, and rewards a confirmed report once', async () => {
    const { body: created } = await post(report({ dimension: 3 }), alice);
    expect((await patch(created._id, { vote: 'confirm' }, alice)).status).toBe(403);
    const first = await patch(created._id, { vote: 'confirm' }, bob);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ confirmations: 1, myVote: 'confirm' });
    const again = await patch(created._id, { vote: 'deny' }, bob);
    expect(again.status).toBe(409);
    expect((await get(created._id)).body).toMatchObject({ confirmations: 1, denials: 0 });
    expect((await patch(created._id, { vote: 'confirm' }, carol)).body.reporter.reputation).toBe(CONFIRMED_REPORT_POINTS);
    expect((await patch(created._id, { vote: 'confirm' }, dave)).body.reporter.reputation).toBe(CONFIRMED_REPORT_POINTS);
    expect((await call(ctx.server, '/api/reputation-points', { token: alice.token })).body.total).toBe(CONFIRMED_REPORT_POINTS);
    expect((await patch(created._id, { vote: 'maybe' }, mod)).status).toBe(400);
  });

  it('moves superseded and denied reports to the history', async () => {
    const { body: older } = await post(report({ dimension: 4, posX: 1 }), alice);
    const { body: newer } = await post(report({ dimension: 4, posX: 2 }), bob);
    expect((await get(older._id)).body.status).toBe('history');
    expect((await get(newer._id)).body.status).toBe('current');
    await patch(newer._id, { vote: 'deny' }, carol);
    await patch(newer._id, { vote: 'deny' }, dave);
    expect((await get(newer._id)).body.status).toBe('history');
    expect((await get(older._id)).body.status).toBe('current');
  });

  it('shows a report older than PORTAL_STALE_HOURS as stale', async () => {
    const sevenHoursAgo = new Date(Date.now() - 7 * 3_600_000).toISOString();
    const [row] = await db('portal_reports').insert(
      { server: 206, dimension: 1, posX: 0, posY: 0, reporter: alice.id, reportedAt: sevenHoursAgo, updatedAt: sevenHoursAgo },
      ['_id'],
    );
    expect((await get(Number((row as { _id: number })._id))).body.status).toBe('stale');
  });

  it('lets only the reporter correct or delete a report', async () => {
    const { body } = await post(report({ dimension: 1, posX: 10 }), alice);
    expect((await patch(body._id, { posX: 11 }, bob)).status).toBe(403);
    expect((await patch(body._id, { posX: 11 })).status).toBe(401);
    expect((await patch(body._id, { posX: 999 }, alice)).status).toBe(400);
    expect((await patch(body._id, { posX: 12, remainingUses: 3 }, alice)).body).toMatchObject({ posX: 12, remainingUses: 3 });
    expect((await call(ctx.server, `/api/portals/${body._id}`, { method: 'DELETE', token: bob.token })).status).toBe(403);
    expect((await call(ctx.server, `/api/portals/${body._id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await call(ctx.server, `/api/portals/${body._id}`, { method: 'DELETE', token: alice.token })).status).toBe(200);
    expect((await get(body._id)).status).toBe(404);
  });

  it('lets players flag once and moderators hide with an audit line; hidden reports vanish for others', async () => {
    const { body } = await post(report({ dimension: 1, posX: -30 }), alice);
    expect((await patch(body._id, { flag: 'Fake position' }, bob)).status).toBe(200);
    expect((await patch(body._id, { flag: 'Fake again' }, bob)).status).toBe(409);
    expect((await patch(body._id, { hidden: true, reason: 'Fake position' }, bob)).status).toBe(403);
    const flagged = await call(ctx.server, '/api/board-moderation', { token: mod.token });
    expect(flagged.body.flagged).toContainEqual(expect.objectContaining({ kind: 'portal', record: body._id, flags: 1, hidden: false, author: 'PortalAlice', summary: `server ${SERVER_OK}, dimension 1: [-30,-20]` }));
    expect((await patch(body._id, { hidden: true, reason: 'Fake position' }, mod)).status).toBe(200);
    // Hiding it twice is a conflict, not a second log line.
    expect((await patch(body._id, { hidden: true, reason: 'Fake position' }, mod)).status).toBe(409);
    for (const user of [undefined, alice, bob]) {
      expect((await get(body._id, user)).status).toBe(404);
      expect((await board('?hidden=true', user)).data.map((p: { _id: number }) => p._id)).not.toContain(body._id);
    }
    expect((await patch(body._id, { vote: 'confirm' }, carol)).status).toBe(404);
    expect((await get(body._id, mod)).body.hidden).toBe(true);
    const overview = await call(ctx.server, '/api/board-moderation', { token: mod.token });
    expect(overview.body.log[0]).toMatchObject({ kind: 'portal', record: body._id, action: 'hide', reason: 'Fake position', moderatorName: 'PortalMod' });
    // The moderator's action closed the flag: the record left the queue, and the audit log can undo it.
    expect(overview.body.flagged.map((f: { record: number }) => f.record)).not.toContain(body._id);
    const audit = await call(ctx.server, `/api/audit-log?service=moderation&recordId=portal:${body._id}`, { token: mod.token });
    expect(audit.body.data[0]).toMatchObject({ username: 'PortalMod', after: { action: 'hide', reason: 'Fake position' }, before: { resolvedReports: [expect.any(Number)] } });
    expect((await call(ctx.server, '/api/board-moderation', { token: bob.token })).status).toBe(403);
    expect((await call(ctx.server, '/api/board-moderation')).status).toBe(401);
  });

  it('rate limits reports per client address (429, nothing written)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) expect((await post(report({ dimension: 1, posX: i }), bob, ip)).status).toBe(201);
    const before = await rowCount(db, 'portal_reports');
    expect((await post(report({ dimension: 1, posX: 9 }), bob, ip)).status).toBe(429);
    expect(await rowCount(db, 'portal_reports')).toBe(before);
    expect((await post(report({ dimension: 1, posX: 9 }), bob)).status).toBe(201);
  });
});
