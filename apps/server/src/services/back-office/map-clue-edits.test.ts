import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DATABASES } from '../../testing/server-process';
import { named, writeTestBundle } from '../../testing/test-bundle';
import { newStaffAccount, startAccountsServer, type AccountsServer } from '../users/test-accounts';

/** A strip of maps going north from (0, 0): the data puts clue 848 at (0, -3); clue 850 is nowhere. */
const GAME = {
  'point-of-interest': [named(848, 'Affiche de carte au trésor'), named(850, 'Ancre dorée')],
  'map-positions': Array.from({ length: 8 }, (_, i) => ({
    id: 1000 + i,
    posX: 0,
    posY: -i,
    worldMap: 1,
    clueIds: i === 3 ? [848] : [],
  })),
};

describe.each(DATABASES)('back office clue edits (poi/from-map) on %s', (database) => {
  let ctx: AccountsServer;
  let bundleDir: string;
  let admin: string;
  let moderator: string;
  const call = (path: string, token?: string, method = 'GET', body?: unknown) =>
    api(ctx.server, `/api/${path}`, { method, body, token });
  const huntFor = async (clue: number) => {
    const answer = await call(`treasure-hunt?x=0&y=0&direction=6&clue=${clue}`);
    return answer.status === 200 ? (answer.body.data[0].posY as number) : answer.status;
  };

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-clue-edits-', GAME);
    ctx = await startAccountsServer(database, { BUNDLE_DIR: bundleDir, RATE_LIMIT_PER_MINUTE: '1000' });
    admin = (await newStaffAccount(ctx, 'ClueBoss', 'admin')).token;
    moderator = (await newStaffAccount(ctx, 'ClueModdy', 'moderator')).token;
  }, 120_000);
  afterAll(async () => {
    await ctx?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('puts a clue on a map and takes one off, in the hunt answers at once', async () => {
    expect(await huntFor(850)).toBe(404);
    const added = await call('map-clue-edits', moderator, 'POST', {
      mapId: 1002,
      clueId: 850,
      kind: 'present',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      mapId: 1002,
      clueId: 850,
      kind: 'present',
      posX: 0,
      posY: -2,
      worldMap: 1,
    });
    expect(await huntFor(850)).toBe(-2);

    expect(await huntFor(848)).toBe(-3);
    const removed = await call('map-clue-edits', moderator, 'POST', {
      mapId: 1003,
      clueId: 848,
      kind: 'absent',
    });
    expect(removed.status).toBe(201);
    expect(await huntFor(848)).toBe(404);

    const listed = await call('map-clue-edits?posX=0&posY=-3&worldMap=1', moderator);
    expect(
      listed.body.data.map((edit: { clueId: number; kind: string }) => [edit.clueId, edit.kind]),
    ).toEqual([[848, 'absent']]);
    // Removing the edit gives the map back what the data says.
    expect((await call(`map-clue-edits/${removed.body._id}`, moderator, 'DELETE')).status).toBe(200);
    expect(await huntFor(848)).toBe(-3);
  });

  it('records each edit in the audit log, and its author’s undo takes it back out of the answers', async () => {
    const added = await call('map-clue-edits', moderator, 'POST', {
      mapId: 1005,
      clueId: 850,
      kind: 'present',
    });
    expect(await huntFor(850)).toBe(-2); // the nearest holder is still the first edit's map
    const log = await call(`audit-log?service=map-clue-edits&recordId=${added.body._id}`, admin);
    expect(log.body.data).toEqual([
      expect.objectContaining({
        username: 'ClueModdy',
        method: 'create',
        before: null,
        after: expect.objectContaining({ clueId: 850, mapId: 1005 }),
      }),
    ]);
    const first = (await call('map-clue-edits?mapId=1002', moderator)).body.data[0];
    const firstEntry = (await call(`audit-log?service=map-clue-edits&recordId=${first._id}`, admin)).body
      .data[0];
    // The moderator who made the edit may undo it (another moderator's entry is for admins: back-office.test.ts).
    const undone = await call(`audit-log/${firstEntry._id}`, moderator, 'PATCH', { undone: true });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await huntFor(850)).toBe(-5);
  });

  it('refuses unknown maps, unknown clues, a bad kind and a second edit of one clue on one map, writing nothing', async () => {
    const before = (await call('map-clue-edits?$limit=0', admin)).body.total as number;
    const audit = (await call('audit-log?$limit=0', admin)).body.total as number;
    const unknownMap = await call('map-clue-edits', admin, 'POST', {
      mapId: 9999,
      clueId: 850,
      kind: 'present',
    });
    expect([
      unknownMap.status,
      Object.keys(unknownMap.body.errors ?? unknownMap.body.data?.errors ?? {}),
    ]).toEqual([400, ['mapId']]);
    const unknownClue = await call('map-clue-edits', admin, 'POST', {
      mapId: 1001,
      clueId: 4,
      kind: 'present',
    });
    expect(unknownClue.status).toBe(400);
    expect(
      (await call('map-clue-edits', admin, 'POST', { mapId: 1001, clueId: 850, kind: 'maybe' })).status,
    ).toBe(400);
    expect((await call('map-clue-edits', admin, 'POST', { mapId: 1001, clueId: 850 })).status).toBe(400);
    expect(
      (await call('map-clue-edits', admin, 'POST', { mapId: 1005, clueId: 850, kind: 'absent' })).status,
    ).toBe(409);
    expect((await call('map-clue-edits?$limit=0', admin)).body.total).toBe(before);
    expect((await call('audit-log?$limit=0', admin)).body.total).toBe(audit);
  });
});
