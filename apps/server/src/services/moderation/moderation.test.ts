import { rmSync } from 'node:fs';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../testing/server-process';
import { named, writeTestBundle } from '../../testing/test-bundle';
import { startAccountsServer, type AccountsServer } from '../users/test-accounts';
import { account, BOARD_GAME, call, databaseOf, DUNGEON, moderatorAccount, SERVER_OK, type TestUser } from '../boards/test-fixtures';

const STAT_POINTS = [[0, 1]];
/** The boards' small world, plus what a stuff needs: two items and a class. */
const GAME = {
  ...BOARD_GAME,
  items: [
    { ...named(1, 'helmet'), level: 10, typeId: 16, effects: [] },
    { ...named(3, 'plain ring'), level: 10, typeId: 9, effects: [] },
  ],
  breeds: [
    {
      ...named(1, 'breed 1'),
      maleArtwork: 10,
      femaleArtwork: 11,
      statsPointsForStrength: STAT_POINTS,
      statsPointsForIntelligence: STAT_POINTS,
      statsPointsForChance: STAT_POINTS,
      statsPointsForAgility: STAT_POINTS,
      statsPointsForVitality: STAT_POINTS,
      statsPointsForWisdom: STAT_POINTS,
      breedSpellsId: [],
    },
  ],
};
const stuff = (title: string, sharing = 'public') => ({
  level: 50,
  items: { helmet: 1, ring1: 3 },
  base: { vitality: 0, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 },
  parchment: { vitality: 0, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 },
  exo: [],
  forgemagie: {},
  breed: 1,
  sexe: 'male',
  pinned_spells: [],
  title,
  sharing,
});

describe.each(DATABASES)('reporting content and moderating it on %s', (database) => {
  let ctx: AccountsServer;
  let db: Knex;
  let bundleDir: string;
  let author: TestUser, player: TestUser, other: TestUser, mod: TestUser;
  const as = (user: TestUser | undefined, path: string, method = 'GET', body?: unknown) => call(ctx.server, `/api/${path}`, { method, body, token: user?.token });
  const report = (user: TestUser | undefined, body: unknown) => as(user, 'content-reports', 'POST', body);
  const act = (user: TestUser, body: unknown) => as(user, 'moderation-actions', 'POST', body);
  const publicTitles = async () => ((await as(undefined, 'stuffs?$limit=50')).body.data as { title: string }[]).map((s) => s.title);

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-moderation-', GAME);
    ctx = await startAccountsServer(database, { BUNDLE_DIR: bundleDir, RATE_LIMIT_PER_MINUTE: '1000' });
    db = databaseOf(ctx);
    [author, player, other] = await Promise.all(['Krosmoz-Tailleur', 'Reporting-Player', 'Other-Player'].map((name) => account(ctx.server, name)));
    mod = await moderatorAccount(ctx, 'Moddy');
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await ctx?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('a player reports a stuff; a moderator hides it with a reason; it leaves every list, its author still opens it and reads why', async () => {
    const published = await as(author, 'stuffs', 'POST', stuff('Féca terre'));
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const shareId = published.body.id as string;
    expect(await publicTitles()).toContain('Féca terre');

    expect((await report(undefined, { kind: 'stuff', record: shareId, reason: 'spam' })).status).toBe(401);
    expect((await report(author, { kind: 'stuff', record: shareId, reason: 'spam' })).body.data).toEqual({ key: 'own-content' });
    expect((await report(player, { kind: 'stuff', record: shareId, reason: 'x' })).status).toBe(400);
    expect((await report(player, { kind: 'stuff', record: 7, reason: 'a stuff by counting' })).status).toBe(404);
    const first = await report(player, { kind: 'stuff', record: shareId, reason: 'Spam: the same build posted twenty times' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ kind: 'stuff', reports: 1 });
    expect((await report(player, { kind: 'stuff', record: shareId, reason: 'Again' })).status).toBe(409);
    expect((await report(other, { kind: 'stuff', record: shareId, reason: 'Offensive title' })).body.reports).toBe(2);

    expect((await as(player, 'content-reports')).status).toBe(403);
    const queue = await as(mod, 'content-reports');
    expect(queue.status).toBe(200);
    const row = queue.body.data.find((r: { kind: string }) => r.kind === 'stuff');
    expect(row).toMatchObject({ link: shareId, subject: 'Féca terre', author: { username: 'Krosmoz-Tailleur' }, hidden: false, reports: 2, missing: false });
    expect(row.reasons.map((r: { reporter: string }) => r.reporter).sort()).toEqual(['Other-Player', 'Reporting-Player']);

    expect((await act(player, { kind: 'stuff', record: row.record, action: 'hide', reason: 'spam' })).status).toBe(403);
    expect((await act(mod, { kind: 'stuff', record: row.record, action: 'hide', reason: '' })).status).toBe(400);
    const hidden = await act(mod, { kind: 'stuff', record: row.record, action: 'hide', reason: 'spam' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(201);
    expect(hidden.body).toMatchObject({ resolved: 2, notified: true });
    expect((await act(mod, { kind: 'stuff', record: row.record, action: 'hide', reason: 'spam' })).status).toBe(409);

    expect(await publicTitles()).not.toContain('Féca terre');
    expect((await as(player, `stuffs/${shareId}`)).status).toBe(404);
    expect((await as(undefined, `stuffs/${shareId}`)).status).toBe(404);
    const own = await as(author, `stuffs/${shareId}`);
    expect(own.status).toBe(200);
    expect(own.body.moderationHidden).toBe(true);
    expect((await as(mod, `stuffs/${shareId}`)).status).toBe(200);
    expect(((await as(mod, 'content-reports')).body.data as { kind: string }[]).some((r) => r.kind === 'stuff')).toBe(false);

    const notices = await as(author, 'notices?unread=true');
    expect(notices.body.data[0]).toMatchObject({ kind: 'stuff', action: 'hide', subject: 'Féca terre', reason: 'spam', moderator: 'Moddy', readAt: null });
    expect((await as(player, `notices/${notices.body.data[0]._id}`, 'PATCH', { read: true })).status).toBe(404);
    expect((await as(author, `notices/${notices.body.data[0]._id}`, 'PATCH', { read: true })).body.readAt).not.toBeNull();
    expect((await as(author, 'notices?unread=true')).body.total).toBe(0);

    // The audit log says it and can undo it: the stuff comes back, the reports reopen, the notice goes.
    const [entry] = (await as(mod, `audit-log?service=moderation&recordId=stuff:${row.record}`)).body.data;
    expect(entry).toMatchObject({ username: 'Moddy', method: 'patch', after: { action: 'hide', reason: 'spam' }, before: { subject: 'Féca terre' } });
    expect((await as(mod, `audit-log/${entry._id}`, 'PATCH', { undone: true })).status).toBe(200);
    expect(await publicTitles()).toContain('Féca terre');
    expect(((await as(mod, 'content-reports')).body.data as { kind: string; reports: number }[]).find((r) => r.kind === 'stuff')?.reports).toBe(2);
    expect((await as(author, 'notices')).body.total).toBe(0);
  });

  it('deletes a stuff with its items and puts both back when the deletion is undone', async () => {
    const published = await as(author, 'stuffs', 'POST', stuff('Cra feu'));
    const id = Number((await db('stuffs').where('shareId', published.body.id).first('id')).id);
    const deleted = await act(mod, { kind: 'stuff', record: id, action: 'delete', reason: 'Offensive title' });
    expect(deleted.status).toBe(201);
    expect(await db('stuff_items').where('stuffId', id)).toHaveLength(0);
    expect((await as(author, `stuffs/${published.body.id}`)).status).toBe(404);
    await as(mod, `audit-log/${deleted.body.auditId}`, 'PATCH', { undone: true });
    expect((await as(player, `stuffs/${published.body.id}`)).body.items).toEqual({ helmet: 1, ring1: 3 });
    expect(await db('stuff_items').where('stuffId', id)).toHaveLength(2);
  });

  it('handles group listings, portal reports and hints the same way, and a warning only tells the author', async () => {
    const listing = await as(author, 'groupfinder', 'POST', {
      server: SERVER_OK, dungeon: DUNGEON, achievements: [], idols: [], levelMin: 30, levelMax: 60, slots: 3,
      description: 'Buy cheap kamas at my-site.example', contact: 'Seller', language: 'fr', expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);
    expect((await report(player, { kind: 'listing', record: listing.body._id, reason: 'Kamas seller' })).status).toBe(201);
    const warned = await act(mod, { kind: 'listing', record: listing.body._id, action: 'warn', reason: 'No selling here' });
    expect(warned.body).toMatchObject({ resolved: 1, notified: true });
    expect((await as(other, `groupfinder/${listing.body._id}`)).status).toBe(200); // still shown
    expect((await act(mod, { kind: 'listing', record: listing.body._id, action: 'hide', reason: 'Kamas seller' })).status).toBe(201);
    expect((await as(other, `groupfinder/${listing.body._id}`)).status).toBe(404);
    expect((await act(mod, { kind: 'listing', record: listing.body._id, action: 'restore', reason: 'Edited since' })).status).toBe(201);
    expect((await as(other, `groupfinder/${listing.body._id}`)).status).toBe(200);
    expect(((await as(author, 'notices')).body.data as { action: string }[]).map((n) => n.action)).toEqual(['restore', 'hide', 'warn']);

    const [hint] = await db('map_clues').insert(
      { clueId: 848, posX: 1, posY: 2, worldMap: 1, kind: 'present', status: 'validated', reliability: 3, user: author.id, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() },
      ['_id'],
    );
    const hintId = Number((hint as { _id: number })._id);
    expect((await report(player, { kind: 'hint', record: hintId, reason: 'This clue is not there' })).status).toBe(201);
    expect((await act(mod, { kind: 'hint', record: hintId, action: 'hide', reason: 'Checked in game: not there' })).status).toBe(201);
    expect((await db('map_clues').where('_id', hintId).first()).status).toBe('rejected');
    const [entry] = (await as(mod, `audit-log?service=moderation&recordId=hint:${hintId}`)).body.data;
    await as(mod, `audit-log/${entry._id}`, 'PATCH', { undone: true });
    expect((await db('map_clues').where('_id', hintId).first()).status).toBe('validated');

    expect((await act(mod, { kind: 'portal', record: 999_999, action: 'hide', reason: 'gone' })).status).toBe(404);
    expect((await act(mod, { kind: 'planet', record: 1, action: 'hide', reason: 'gone' })).status).toBe(400);
    expect((await report(player, { kind: 'listing', record: 'abc', reason: 'what' })).status).toBe(400);
  });
});
