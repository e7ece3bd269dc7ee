import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DATABASES } from '../../testing/server-process';
import { named, writeTestBundle } from '../../testing/test-bundle';
import {
  newAccount,
  newStaffAccount,
  startAccountsServer,
  type AccountsServer,
} from '../users/test-accounts';

/** A tiny world: two sub-areas, one known (from the game data) to hold ash wood. */
export const BACK_OFFICE_GAME = {
  items: [named(303, 'Frêne'), named(289, 'Blé'), named(1000, 'Épée'), named(13470, 'Doplon')],
  jobs: [named(2, 'Bûcheron'), named(28, 'Paysan')],
  skills: [
    { id: 6, parentJobId: 2, gatheredRessourceItem: 303 },
    { id: 45, parentJobId: 28, gatheredRessourceItem: 289 },
  ],
  'map-positions': [
    { id: 101, posX: 1, posY: 2, worldMap: 1, subAreaId: 10 },
    { id: 102, posX: 2, posY: 2, worldMap: 1, subAreaId: 10 },
    { id: 201, posX: 5, posY: 5, worldMap: 1, subAreaId: 20 },
    { id: 202, posX: 6, posY: 5, worldMap: 1, subAreaId: 20 },
    // An outdoor map the dumps give no world: it belongs to its super-area's world.
    { id: 301, posX: 9, posY: 9, worldMap: -1, subAreaId: 30, outdoor: true },
  ],
  areas: [{ id: 0, superAreaId: 0 }],
  'super-areas': [{ id: 0, worldmapId: 1 }],
  subareas: [
    { ...named(10, 'Forêt'), areaId: 0, mapIds: [101, 102], harvestables: [303] },
    { ...named(20, 'Champs'), areaId: 0, mapIds: [201, 202] },
    { ...named(30, 'Astrub'), areaId: 0, mapIds: [301] },
  ],
  'point-of-interest': [named(848, 'Affiche'), named(900, 'Ancre')],
};

type Token = string | undefined;
const WRITES: { service: string; body: unknown; patch?: unknown }[] = [
  { service: 'custom-interactives', body: { mapId: 101, itemId: 303 } },
  { service: 'npc-shop', body: { name: 'Marchand', mapId: 201, items: [{ itemId: 1000, price: 500 }] } },
  { service: 'poi-gfx', body: { poiId: 848, gfxId: 4242 }, patch: { gfxId: 4343 } },
  {
    service: 'appearances',
    body: { itemId: 1000, appearanceIds: [12, 13], look: '{1|12,13}' },
    patch: { appearanceIds: [14] },
  },
  { service: 'map-clue-edits', body: { mapId: 101, clueId: 848, kind: 'present' } },
];

describe.each(DATABASES)('back office services on %s', (database) => {
  let ctx: AccountsServer;
  let bundleDir: string;
  const roles: Record<string, Token> = { guest: undefined };
  const call = (path: string, token?: Token, method = 'GET', body?: unknown) =>
    api(ctx.server, `/api/${path}`, { method, body, token });
  const auditCount = async () => (await call('audit-log?$limit=0', roles.admin)).body.total as number;

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-back-', BACK_OFFICE_GAME);
    ctx = await startAccountsServer(database, { BUNDLE_DIR: bundleDir, RATE_LIMIT_PER_MINUTE: '1000' });
    roles.user = (await newAccount(ctx.server, 'Player')).token;
    roles.moderator = (await newStaffAccount(ctx, 'Moddy', 'moderator')).token;
    roles.admin = (await newStaffAccount(ctx, 'Boss', 'admin')).token;
  }, 120_000);
  afterAll(async () => {
    await ctx?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it.each(WRITES)(
    'refuses $service to guests (401) and users (403), reads and writes for staff',
    async ({ service, body, patch }) => {
      for (const [role, status] of [
        ['guest', 401],
        ['user', 403],
      ] as const) {
        expect((await call(service, roles[role])).status, `${role} reads`).toBe(status);
        expect((await call(service, roles[role], 'POST', body)).status, `${role} writes`).toBe(status);
        expect((await call(`${service}/1`, roles[role], 'DELETE')).status, `${role} deletes`).toBe(status);
      }
      expect((await call(service, roles.admin)).body.total).toBe(0); // the refused writes left nothing
      for (const role of ['moderator', 'admin']) {
        const created = await call(service, roles[role], 'POST', body);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const listed = await call(service, roles[role]);
        expect(listed.status).toBe(200);
        expect(listed.body.data.map((r: { _id: number }) => r._id)).toEqual([created.body._id]);
        if (patch) {
          const patched = await call(`${service}/${created.body._id}`, roles[role], 'PATCH', patch);
          expect(patched.status, JSON.stringify(patched.body)).toBe(200);
        }
        expect((await call(`${service}/${created.body._id}`, roles[role], 'DELETE')).status).toBe(200);
        expect((await call(service, roles[role])).body.total).toBe(0);
      }
    },
  );

  it('records who did what, with the record before and after, for every write', async () => {
    const before = await auditCount();
    const created = await call('poi-gfx', roles.moderator, 'POST', { poiId: 900, gfxId: 1 });
    await call(`poi-gfx/${created.body._id}`, roles.admin, 'PATCH', { gfxId: 2 });
    await call(`poi-gfx/${created.body._id}`, roles.moderator, 'DELETE');
    const log = await call(`audit-log?service=poi-gfx&recordId=${created.body._id}`, roles.admin);
    expect(await auditCount()).toBe(before + 3);
    expect(log.body.data.map((e: { method: string; username: string }) => [e.method, e.username])).toEqual([
      ['remove', 'Moddy'],
      ['patch', 'Boss'],
      ['create', 'Moddy'],
    ]);
    const [removed, patched, made] = log.body.data;
    expect(made.before).toBeNull();
    expect(made.after).toMatchObject({ poiId: 900, gfxId: 1 });
    expect(patched.before).toMatchObject({ gfxId: 1 });
    expect(patched.after).toMatchObject({ gfxId: 2 });
    expect(removed.before).toMatchObject({ gfxId: 2 });
    expect(removed.after).toBeNull();
    expect(Date.parse(removed.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lets staff read the audit log; a moderator undoes their own entries only, an admin anyone\'s', async () => {
    for (const [role, status] of [
      ['guest', 401],
      ['user', 403],
    ] as const) {
      expect((await call('audit-log', roles[role])).status, role).toBe(status);
      expect((await call('audit-log/1', roles[role], 'PATCH', { undone: true })).status, role).toBe(status);
    }
    expect((await call('audit-log', roles.moderator)).status).toBe(200);
    const byAdmin = await call('poi-gfx', roles.admin, 'POST', { poiId: 900, gfxId: 77 });
    const [adminEntry] = (await call(`audit-log?service=poi-gfx&recordId=${byAdmin.body._id}`, roles.moderator)).body.data;
    const refused = await call(`audit-log/${adminEntry._id}`, roles.moderator, 'PATCH', { undone: true });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toEqual({ key: 'not-yours' });
    expect((await call(`poi-gfx/${byAdmin.body._id}`, roles.admin)).status).toBe(200); // still there
    await call(`poi-gfx/${byAdmin.body._id}`, roles.admin, 'DELETE');
    const created = await call('appearances', roles.moderator, 'POST', { itemId: 1000, appearanceIds: [5] });
    const id = created.body._id;
    await call(`appearances/${id}`, roles.moderator, 'PATCH', { appearanceIds: [6, 7], look: '{1|6}' });
    const [patchEntry, createEntry] = (
      await call(`audit-log?service=appearances&recordId=${id}`, roles.admin)
    ).body.data;
    // The creation cannot be undone while a later edit stands.
    expect((await call(`audit-log/${createEntry._id}`, roles.admin, 'PATCH', { undone: true })).status).toBe(
      409,
    );
    const undone = await call(`audit-log/${patchEntry._id}`, roles.admin, 'PATCH', { undone: true });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toMatchObject({ undoneBy: 'Boss' });
    expect((await call(`appearances/${id}`, roles.admin)).body).toMatchObject({
      appearanceIds: [5],
      look: null,
    });
    expect((await call(`audit-log/${patchEntry._id}`, roles.admin, 'PATCH', { undone: true })).status).toBe(
      409,
    );
    // Undoing the removal of a record puts it back.
    await call(`appearances/${id}`, roles.admin, 'DELETE');
    const [removal] = (await call(`audit-log?service=appearances&recordId=${id}`, roles.admin)).body.data;
    expect(removal.method).toBe('remove');
    expect((await call(`audit-log/${removal._id}`, roles.admin, 'PATCH', { undone: true })).status).toBe(200);
    expect((await call(`appearances/${id}`, roles.admin)).body.appearanceIds).toEqual([5]);
    const [undoEntry] = (await call(`audit-log?service=appearances&recordId=${id}`, roles.admin)).body.data;
    expect(undoEntry).toMatchObject({ method: 'undo', undoes: removal._id, username: 'Boss' });
    expect((await call(`audit-log/${undoEntry._id}`, roles.admin, 'PATCH', { undone: true })).status).toBe(
      400,
    );
    await call(`appearances/${id}`, roles.admin, 'DELETE');
  });

  it('answers bad payloads with a 400 naming the field, and writes nothing', async () => {
    const before = await auditCount();
    const bad: [string, unknown, string][] = [
      ['custom-interactives', { mapId: 999, itemId: 303 }, 'mapId'],
      ['custom-interactives', { mapId: 101, itemId: 777 }, 'itemId'],
      ['custom-interactives', { mapId: 101, itemId: 303, quantity: 0 }, 'quantity'],
      ['custom-interactives', { mapId: 101, itemId: 303, skillId: 45 }, 'skillId'],
      ['custom-interactives', { mapId: '101', itemId: 303 }, 'mapId'],
      ['npc-shop', { name: 'Shop', mapId: 201, items: [] }, 'items'],
      ['npc-shop', { name: 'Shop', mapId: 201, items: [{ itemId: 1000, price: -5 }] }, 'items.0.price'],
      [
        'npc-shop',
        { name: 'Shop', mapId: 201, items: [{ itemId: 1000, price: 5, currencyItemId: 3 }] },
        'items.0.currencyItemId',
      ],
      ['npc-shop', { mapId: 201, items: [{ itemId: 1000, price: 5 }] }, 'name'],
      ['poi-gfx', { poiId: 1, gfxId: 2 }, 'poiId'],
      ['poi-gfx', { poiId: 848, gfxId: 2, extra: true }, 'extra'],
      ['appearances', { itemId: 1000, appearanceIds: [1], look: '<script>' }, 'look'],
      ['appearances', { itemId: 1000, appearanceIds: [] }, 'appearanceIds'],
    ];
    for (const [service, body, field] of bad) {
      const answer = await call(service, roles.admin, 'POST', body);
      expect(answer.status, `${service} ${JSON.stringify(body)}`).toBe(400);
      expect(
        answer.body.errors?.[field] ?? answer.body.data?.errors?.[field],
        JSON.stringify(answer.body),
      ).toBeDefined();
    }
    expect((await call('custom-interactives?mapId=abc', roles.admin)).status).toBe(400);
    expect((await call('audit-log/1', roles.admin, 'PATCH', { undone: 'yes' })).status).toBe(400);
    expect(await auditCount()).toBe(before);
    for (const { service } of WRITES) expect((await call(service, roles.admin)).body.total, service).toBe(0);
  });

  it('refuses a second tag of the same resource on a map (409), writing nothing', async () => {
    const first = await call('custom-interactives', roles.admin, 'POST', {
      mapId: 102,
      itemId: 303,
      quantity: 3,
    });
    expect(first.body).toMatchObject({ jobId: 2, skillId: 6, posX: 2, posY: 2, worldMap: 1, subAreaId: 10 });
    const before = await auditCount();
    expect((await call('custom-interactives', roles.admin, 'POST', { mapId: 102, itemId: 303 })).status).toBe(
      409,
    );
    expect(await auditCount()).toBe(before);
    await call(`custom-interactives/${first.body._id}`, roles.admin, 'DELETE');
  });

  it("places a spot on an outdoor map without a world in its super-area's world", async () => {
    const spot = await call('custom-interactives', roles.admin, 'POST', { mapId: 301, itemId: 289 });
    expect(spot.body).toMatchObject({ worldMap: 1, posX: 9, posY: 9, subAreaId: 30 });
    expect((await call('recoltable?pos.worldMap=1')).body.data.map((r: { id: number }) => r.id)).toEqual([
      301,
    ]);
    await call(`custom-interactives/${spot.body._id}`, roles.admin, 'DELETE');
  });

  it('lists the untagged maps of sub-areas known to hold harvestables', async () => {
    const ids = async () =>
      (await call('custom-interactives-missing', roles.moderator)).body.data.map((m: { id: number }) => m.id);
    expect((await call('custom-interactives-missing', roles.user)).status).toBe(403);
    expect((await call('custom-interactives-missing')).status).toBe(401);
    expect(await ids()).toEqual([101, 102]); // the data says the forest holds ash; nothing known about the fields
    const tag = await call('custom-interactives', roles.moderator, 'POST', { mapId: 201, itemId: 289 });
    expect(await ids()).toEqual([101, 102, 202]); // a tag in the fields makes them known
    const forest = await call('custom-interactives', roles.moderator, 'POST', { mapId: 101, itemId: 303 });
    expect(await ids()).toEqual([102, 202]);
    for (const created of [tag, forest])
      await call(`custom-interactives/${created.body._id}`, roles.admin, 'DELETE');
  });

  it("answers DofusDB's recoltable shape and the shops' public listing to everyone", async () => {
    const spots = [
      await call('custom-interactives', roles.admin, 'POST', { mapId: 201, itemId: 289, quantity: 4 }),
      await call('custom-interactives', roles.admin, 'POST', { mapId: 201, itemId: 303 }),
      await call('custom-interactives', roles.admin, 'POST', { mapId: 101, itemId: 303, quantity: 2 }),
    ];
    const wheat = await call('recoltable?quantities.item=289');
    expect(wheat.status).toBe(200);
    expect(wheat.body).toMatchObject({ total: 1 });
    expect(wheat.body.data[0]).toEqual({
      id: 201,
      resources: [289, 303],
      quantities: [
        { item: 289, quantity: 4, jobId: 28, skillId: 45 },
        { item: 303, quantity: 1, jobId: 2, skillId: 6 },
      ],
      pos: { posX: 5, posY: 5, subAreaId: 20, worldMap: 1 },
    });
    expect(
      (await call('recoltable?quantities.item[$in][]=303&pos.worldMap=1')).body.data.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([101, 201]);
    // DofusDB clients' own filter: `resources[$in][]=`.
    expect((await call('recoltable?resources[$in][]=289')).body.data.map((r: { id: number }) => r.id)).toEqual([201]);
    expect((await call('recoltable?pos.worldMap=x')).status).toBe(400);
    // `$sort`, `$limit`, `$skip` as on every game service (harvest bots page through the maps).
    const order = async (q: string) => (await call(`recoltable?${q}`)).body.data.map((r: { id: number }) => r.id);
    expect(await order('$sort[id]=-1')).toEqual([201, 101]);
    expect(await order('$sort[pos.posX]=1&$limit=1')).toEqual([101]);
    expect(await order('$sort[pos.posX]=-1&$skip=1&$limit=1')).toEqual([101]);
    expect((await call('recoltable?$sort[level]=1')).status).toBe(400);
    expect((await call('recoltable?$sort[id]=2')).status).toBe(400);
    const shop = await call('npc-shop', roles.admin, 'POST', {
      name: 'Marchande de Doplons',
      mapId: 201,
      items: [{ itemId: 1000, price: 30, currencyItemId: 13470 }],
    });
    const soldBy = await call('npc-shop-listings?itemId=1000');
    expect(soldBy.body.data).toEqual([
      expect.objectContaining({
        name: 'Marchande de Doplons',
        posX: 5,
        items: [{ itemId: 1000, price: 30, currencyItemId: 13470 }],
      }),
    ]);
    expect((await call('npc-shop-listings?itemId=100')).body.total).toBe(0);
    await call(`npc-shop/${shop.body._id}`, roles.admin, 'DELETE');
    for (const spot of spots) await call(`custom-interactives/${spot.body._id}`, roles.admin, 'DELETE');
    expect((await call('recoltable')).body.total).toBe(0);
  });
});
