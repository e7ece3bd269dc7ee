import { rmSync } from 'node:fs';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../testing/server-process';
import { named, plainBreed, writeTestBundle } from '../../testing/test-bundle';
import { startAccountsServer, type AccountsServer } from '../users/test-accounts';
import { account, call, databaseOf, moderatorAccount, rowCount, type TestUser } from '../boards/test-fixtures';

const GAME = {
  items: [
    { ...named(1, 'helmet'), level: 10, typeId: 16, effects: [] },
    { ...named(3, 'plain ring'), level: 10, typeId: 9, effects: [] },
  ],
  breeds: [plainBreed(1), plainBreed(2)],
};
const zero = { vitality: 0, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 };
const stuff = (title: string, extra: Record<string, unknown> = {}) => ({
  level: 150,
  items: { helmet: 1 },
  base: zero,
  parchment: zero,
  breed: 1,
  sexe: 'male',
  title,
  sharing: 'public',
  ...extra,
});

describe.each(DATABASES)('public builds: likes, tags, profiles on %s', (database) => {
  let ctx: AccountsServer;
  let db: Knex;
  let bundleDir: string;
  let author: TestUser, fan: TestUser, other: TestUser, mod: TestUser;
  const ids: Record<string, string> = {};
  const as = (user: TestUser | undefined, path: string, method = 'GET', body?: unknown) =>
    call(ctx.server, `/api/${path}`, { method, body, token: user?.token });
  const titles = async (query: string, user?: TestUser) => {
    const { status, body } = await as(user, `stuffs${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.data as { title: string }[]).map((s) => s.title);
  };
  const like = (user: TestUser | undefined, title: string) => as(user, 'stuff-likes', 'POST', { stuff: ids[title] });
  const unlike = (user: TestUser | undefined, title: string) => as(user, `stuff-likes/${ids[title]}`, 'DELETE');

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-likes-', GAME);
    ctx = await startAccountsServer(database, { BUNDLE_DIR: bundleDir, RATE_LIMIT_PER_MINUTE: '1000' });
    db = databaseOf(ctx);
    [author, fan, other] = await Promise.all(['Iop-Terre', 'Fan-Number-One', 'Someone-Else'].map((name) => account(ctx.server, name)));
    mod = await moderatorAccount(ctx, 'Moddy-Likes');
    const builds: [string, Record<string, unknown>, TestUser | undefined][] = [
      ['Terre PvM', { tags: ['pvm', 'group'], elements: ['earth'] }, author],
      ['Feu Kolizéum', { tags: ['pvp', 'koliseum'], elements: ['fire', 'air'], breed: 2, level: 200 }, author],
      ['Hidden Terre', { tags: ['pvm'], elements: ['earth'], sharing: 'hidden' }, author],
      ['Private Terre', { tags: ['pvm'], elements: ['earth'], sharing: 'private' }, author],
      ['Guest Terre', { tags: ['pvm'], elements: ['earth'], items: { helmet: 1, ring1: 3 } }, undefined],
    ];
    for (const [title, extra, user] of builds) {
      const created = await as(user, 'stuffs', 'POST', stuff(title, extra));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids[title] = created.body.id;
    }
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await ctx?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('filters public builds by tags (all of them) and element; hidden and private never show', async () => {
    expect(await titles('?tags=pvm')).toEqual(['Guest Terre', 'Terre PvM']);
    expect(await titles('?tags=pvm,group')).toEqual(['Terre PvM']);
    expect(await titles('?tags[]=pvp&tags[]=koliseum&element=air')).toEqual(['Feu Kolizéum']);
    expect(await titles('?element=earth')).toEqual(['Guest Terre', 'Terre PvM']);
    expect(await titles('?element=water')).toEqual([]);
    // The author sees their own, every sharing, with `me`.
    expect(await titles('?me=true&element=earth', author)).toEqual(['Private Terre', 'Hidden Terre', 'Terre PvM']);
    expect((await as(undefined, 'stuffs?tags=raid')).status).toBe(400);
    expect((await as(undefined, 'stuffs?element=wood')).status).toBe(400);
  });

  it('refuses an unknown tag or element, or one twice, when publishing', async () => {
    const before = await rowCount(db, 'stuffs');
    for (const extra of [{ tags: ['raid'] }, { tags: ['pvm', 'pvm'] }, { elements: ['wood'] }, { elements: 'earth' }]) {
      const { status, body } = await as(author, 'stuffs', 'POST', stuff('Bad labels', extra));
      expect(status, JSON.stringify(extra)).toBe(400);
      expect(body.data.field).toMatch(/^(tags|elements)/);
    }
    expect(await rowCount(db, 'stuffs')).toBe(before);
  });

  it('counts one like per member, undoable, idempotent both ways, and sorts by likes', async () => {
    expect((await like(fan, 'Feu Kolizéum')).body).toEqual({ stuff: ids['Feu Kolizéum'], likes: 1, likedByMe: true });
    expect((await like(fan, 'Feu Kolizéum')).body.likes).toBe(1);
    expect((await like(other, 'Feu Kolizéum')).body.likes).toBe(2);
    expect((await like(fan, 'Guest Terre')).body.likes).toBe(1);
    expect(await titles('?$sort[likes]=-1')).toEqual(['Feu Kolizéum', 'Guest Terre', 'Terre PvM']);
    const seen = await as(fan, `stuffs/${ids['Feu Kolizéum']}`);
    expect(seen.body).toMatchObject({ likes: 2, likedByMe: true, authorName: 'Iop-Terre' });
    expect((await as(undefined, `stuffs/${ids['Feu Kolizéum']}`)).body.likedByMe).toBeUndefined();
    expect((await unlike(other, 'Feu Kolizéum')).body).toEqual({ stuff: ids['Feu Kolizéum'], likes: 1, likedByMe: false });
    expect((await unlike(other, 'Feu Kolizéum')).body.likes).toBe(1);
    expect((await as(other, `stuffs/${ids['Feu Kolizéum']}`)).body.likedByMe).toBe(false);
  });

  it('lets no guest like, and answers a hidden, private or unknown build as missing', async () => {
    expect((await like(undefined, 'Terre PvM')).status).toBe(401);
    const before = await rowCount(db, 'stuff_likes');
    for (const title of ['Hidden Terre', 'Private Terre']) {
      const refused = await like(fan, title);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Stuff not found or private');
    }
    expect((await as(fan, 'stuff-likes', 'POST', { stuff: 'A'.repeat(22) })).status).toBe(404);
    expect((await as(fan, 'stuff-likes', 'POST', { stuff: 42 })).status).toBe(400);
    expect((await as(fan, 'stuff-likes', 'POST', { stuff: ids['Terre PvM'], extra: 1 })).status).toBe(400);
    expect(await rowCount(db, 'stuff_likes')).toBe(before);
  });

  it('drops the likes of a build that stops being public, and of a deleted one', async () => {
    expect((await like(fan, 'Terre PvM')).body.likes).toBe(1);
    const changed = await as(author, `stuffs/${ids['Terre PvM']}`, 'PUT', stuff('Terre PvM', { tags: ['pvm'], elements: ['earth'], sharing: 'hidden' }));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ likes: 0, tags: ['pvm'], elements: ['earth'] });
    expect(await titles('?tags=pvm')).toEqual(['Guest Terre']);
    const gone = await as(author, 'stuffs', 'POST', stuff('Short-lived', { tags: ['solo'] }));
    ids['Short-lived'] = gone.body.id;
    await like(fan, 'Short-lived');
    expect((await as(author, `stuffs/${gone.body.id}`, 'DELETE')).status).toBe(200);
    const row = await db('stuff_tags').where('tag', 'solo').first();
    expect(row).toBeUndefined();
    expect(await titles('?tags=solo')).toEqual([]);
  });

  it('keeps a moderator-hidden build out of the tag lists and likes', async () => {
    const { id } = (await db('stuffs').where('shareId', ids['Guest Terre']).first('id')) as { id: number };
    const hide = await as(mod, 'moderation-actions', 'POST', { kind: 'stuff', record: Number(id), action: 'hide', reason: 'spam spam' });
    expect(hide.status, JSON.stringify(hide.body)).toBeLessThan(300);
    expect(await titles('?element=earth')).toEqual([]);
    expect((await like(other, 'Guest Terre')).status).toBe(404);
  });

  it("shows a member's public face: their public builds and the likes they received, never the others", async () => {
    const profile = await as(undefined, 'profiles/iop-terre');
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({ username: 'Iop-Terre', createdAt: expect.any(String), publicStuffs: 1, likes: 1 });
    expect(await titles('?authorName=IOP-TERRE')).toEqual(['Feu Kolizéum']);
    expect(await titles('?authorName=nobody-here')).toEqual([]);
    expect((await as(undefined, 'profiles/nobody-here')).status).toBe(404);
    expect((await as(undefined, `profiles/${'x'.repeat(40)}`)).status).toBe(404);
  });
});

describe('like rate limit', () => {
  let ctx: AccountsServer;
  let bundleDir: string;
  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-likes-limit-', GAME);
    ctx = await startAccountsServer('sqlite', { BUNDLE_DIR: bundleDir, RATE_LIMIT_PER_MINUTE: '3' });
  }, 60_000);
  afterAll(async () => {
    await ctx?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('answers 429 past the per-minute limit of an address, and counts nothing more', async () => {
    const fan = await account(ctx.server, 'Quick-Liker');
    const created = await call(ctx.server, '/api/stuffs', { method: 'POST', body: stuff('Limited'), token: fan.token });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const ip = '10.99.99.99';
    const like = () => call(ctx.server, '/api/stuff-likes', { method: 'POST', body: { stuff: id }, token: fan.token, ip });
    const unlike = () => call(ctx.server, `/api/stuff-likes/${id}`, { method: 'DELETE', token: fan.token, ip });
    expect((await like()).status).toBe(201);
    expect((await unlike()).status).toBe(200);
    expect((await like()).status).toBe(201);
    expect((await like()).status).toBe(201);
    const refused = await like();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many likes, please try again in a minute');
    expect((await call(ctx.server, `/api/stuffs/${id}`, { token: fan.token })).body).toMatchObject({ likes: 1, likedByMe: true });
  });
});
