import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../testing/server-process';
import { named, writeTestBundle } from '../../testing/test-bundle';
import { newAccount, newStaffAccount, startAccountsServer, type Account, type AccountsServer } from '../users/test-accounts';
import { DATABASES } from '../../testing/server-process';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const RATE = 20;
/** A 10×1 strip of maps going north from (0, 0): clue 848 at (0,-3), 849 at (0,-5); 850 and 851 nowhere yet. */
const GAME = {
  'point-of-interest': [named(848, 'Affiche de carte au trésor'), named(849, 'Aiguille à coudre'), named(850, 'Ancre dorée'), named(851, 'Anneau d’or')],
  'map-positions': Array.from({ length: 12 }, (_, i) => ({
    id: 1000 + i,
    posX: 0,
    posY: -i,
    worldMap: 1,
    clueIds: i === 3 ? [848] : i === 5 ? [849] : [],
  })),
};

describe.each(DATABASES)('treasure hints (map-clue) on %s', (database) => {
  let ctx: AccountsServer;
  let bundleDir: string;
  let alice: Account;
  let bob: Account;
  let carol: Account;
  let moderator: Account;
  const hunt = (query: string, userAgent = BROWSER) => api(ctx.server, `/api/treasure-hunt?${query}`, { headers: { 'user-agent': userAgent } });
  const post = (body: unknown, token?: string) => api(ctx.server, '/api/map-clue', { method: 'POST', body, token });
  const patch = (id: number, body: unknown, token?: string) => api(ctx.server, `/api/map-clue/${id}`, { method: 'PATCH', body, token });
  const points = async (account: Account) => (await api(ctx.server, '/api/reputation-points', { token: account.token })).body.total as number;

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-map-clue-', GAME);
    ctx = await startAccountsServer(database, { BUNDLE_DIR: bundleDir, RATE_LIMIT_PER_MINUTE: String(RATE), BOT_CHECK_SITE_KEY: 'test-site-key' });
    [alice, bob, carol] = [await newAccount(ctx.server, 'HintAlice'), await newAccount(ctx.server, 'HintBob'), await newAccount(ctx.server, 'HintCarol')];
    moderator = await newStaffAccount(ctx, 'HintModerator', 'moderator');
  }, 120_000);
  afterAll(async () => {
    await ctx?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('refuses hints from guests', async () => {
    const { status } = await post({ clueId: 850, posX: 0, posY: -2, kind: 'present' });
    expect(status).toBe(401);
  });

  it('requires every field and checks the clue and the position exist', async () => {
    const missing = await post({ clueId: 850, posX: 0, kind: 'present' }, alice.token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.posY.key).toBe('required');
    expect((await post({ clueId: 850, posX: 0, posY: -2, kind: 'maybe' }, alice.token)).status).toBe(400);
    const unknownClue = await post({ clueId: 9999, posX: 0, posY: -2, kind: 'present' }, alice.token);
    expect([unknownClue.status, unknownClue.body.data.key]).toEqual([400, 'unknown-clue']);
    const nowhere = await post({ clueId: 850, posX: 40, posY: 40, kind: 'present' }, alice.token);
    expect([nowhere.status, nowhere.body.data.key]).toEqual([400, 'unknown-position']);
  });

  it('answers a validated "clue here" hint at once, not before', async () => {
    expect((await hunt('x=0&y=0&direction=6&clue=850')).status).toBe(404);
    const packBefore = (await api(ctx.server, '/api/clue-pack')).body;
    const created = await post({ clueId: 850, posX: 0, posY: -2, kind: 'present' }, alice.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ clueId: 850, posX: 0, posY: -2, worldMap: 1, status: 'pending', reliability: 1 });
    expect((await hunt('x=0&y=0&direction=6&clue=850')).status).toBe(404);
    expect((await api(ctx.server, `/api/map-clue/${created.body._id}`)).body.status).toBe('pending');

    const refused = await patch(created.body._id, { status: 'validated' }, bob.token);
    expect(refused.status).toBe(403);
    const validated = await patch(created.body._id, { status: 'validated' }, moderator.token);
    expect(validated.body.status).toBe('validated');
    const answer = await hunt('x=0&y=0&direction=6&clue=850');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([{ id: 1002, posX: 0, posY: -2, distance: 2, pois: [expect.objectContaining({ id: 850 })] }]);
    // The offline clue data follows at once: a new version, the clue on its map, the hint's date.
    const packAfter = (await api(ctx.server, '/api/clue-pack')).body;
    expect(packAfter.version).not.toBe(packBefore.version);
    expect(packAfter.maps.find((m: number[]) => m[0] === 1002)?.slice(3)).toContain(850);
    expect(packAfter.hintsUpdatedAt).toBe(validated.body.updatedAt);
    // Proposing earns a point, the validation five more.
    expect(await points(alice)).toBe(6);

    // The decision is in the audit log; undoing it takes the hint out of the answers and the points back.
    const log = await api(ctx.server, `/api/audit-log?service=map-clue&recordId=${created.body._id}`, { token: moderator.token });
    expect(log.body.data[0]).toMatchObject({ username: 'HintModerator', before: { status: 'pending' }, after: { status: 'validated', rewarded: true } });
    const undone = await api(ctx.server, `/api/audit-log/${log.body.data[0]._id}`, { method: 'PATCH', body: { undone: true }, token: moderator.token });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((await hunt('x=0&y=0&direction=6&clue=850')).status).toBe(404);
    expect(await points(alice)).toBe(1);
    expect((await patch(created.body._id, { status: 'validated' }, moderator.token)).body.status).toBe('validated');
    expect(await points(alice)).toBe(6);
  });

  it('counts one vote per player, a second vote replacing the first', async () => {
    const { body: hint } = await post({ clueId: 851, posX: 0, posY: -7, kind: 'present' }, alice.token);
    expect(hint.reliability).toBe(1);
    expect((await patch(hint._id, { vote: 1 }, bob.token)).body.reliability).toBe(2);
    expect((await patch(hint._id, { vote: 1 }, bob.token)).body.reliability).toBe(2);
    expect((await patch(hint._id, { vote: -1 }, bob.token)).body.reliability).toBe(0);
    // The same hint proposed again is its proposer's vote, not a second hint.
    const again = await post({ clueId: 851, posX: 0, posY: -7, kind: 'present' }, carol.token);
    expect([again.body._id, again.body.reliability]).toEqual([hint._id, 1]);
    expect((await patch(hint._id, { vote: 2 }, bob.token)).status).toBe(400);
    expect((await patch(hint._id, { vote: 1 })).status).toBe(401);
    const list = await api(ctx.server, '/api/map-clue?clueId=851');
    expect(list.body.total).toBe(1);
  });

  it('stops answering a clue reported absent by enough reliable votes', async () => {
    expect((await hunt('x=0&y=0&direction=6&clue=848')).body.data[0].posY).toBe(-3);
    const report = { clueId: 848, posX: 0, posY: -3, kind: 'absent' };
    await post(report, alice.token);
    await post(report, bob.token);
    expect((await hunt('x=0&y=0&direction=6&clue=848')).status).toBe(200);
    const third = await post(report, carol.token);
    expect(third.body.reliability, JSON.stringify(third.body)).toBe(3);
    const gone = await hunt('x=0&y=0&direction=6&clue=848');
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('No clue found, check the position and direction you specified');
  });

  it('answers 503 with the explanation when the bot check judges the caller a bot, even for an answer a browser got', async () => {
    expect((await hunt('x=0&y=0&direction=6')).status).toBe(200);
    const { status, body } = await hunt('x=0&y=0&direction=6', 'curl/8.5.0');
    expect(status).toBe(503);
    expect(body.message).toMatch(/anti-bot check/);
  });

  it('rate-limits hint proposals per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE; i++) statuses.push((await post({ clueId: 849, posX: 0, posY: -i, kind: 'absent' }, carol.token)).status);
    expect(statuses).toContain(429);
  });
});
