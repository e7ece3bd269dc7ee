import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../testing/server-process';
import { named, writeTestBundle } from '../testing/test-bundle';
import { newAccount, newStaffAccount, startAccountsServer, type Account, type AccountsServer } from '../services/users/test-accounts';

/** Clue 848 three maps north of (0, 0); clue 850 nowhere until a hint places it. */
const GAME = {
  items: [{ ...named(8231, 'Coiffe du Bouftou'), level: 10, typeId: 16 }],
  'point-of-interest': [named(848, 'Affiche de carte au trésor'), named(850, 'Ancre dorée')],
  'map-positions': Array.from({ length: 8 }, (_, i) => ({ id: 1000 + i, posX: 0, posY: -i, worldMap: 1, clueIds: i === 3 ? [848] : [] })),
};

/** Every header but the date. */
function stableHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => name !== 'date'));
}

describe('answer cache (repeated API answers by exact URL, sent ahead of Express)', () => {
  let ctx: AccountsServer;
  let bundleDir: string;
  let alice: Account;
  let moderator: Account;

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-answer-cache-', GAME);
    ctx = await startAccountsServer('sqlite', { BUNDLE_DIR: bundleDir, RATE_LIMIT_PER_MINUTE: '50' });
    alice = await newAccount(ctx.server, 'LaneAlice');
    moderator = await newStaffAccount(ctx, 'LaneModerator', 'moderator');
  }, 120_000);
  afterAll(async () => {
    await ctx?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('answers a repeated game GET with the same body and the same security headers as the first', async () => {
    const first = await api(ctx.server, '/api/items/8231');
    const again = await api(ctx.server, '/api/items/8231');
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(stableHeaders(again.headers)).toEqual(stableHeaders(first.headers));
    // Helmet's headers of the first answer, which runs no script: no nonce to replay.
    expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(again.headers.get('content-security-policy')).not.toContain('nonce-');
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 304 to a client holding the answer', async () => {
    const { headers } = await api(ctx.server, '/api/items/8231');
    const held = await api(ctx.server, '/api/items/8231', { headers: { 'if-none-match': headers.get('etag') ?? '' } });
    expect(held.status).toBe(304);
    expect(held.headers.get('etag')).toBe(headers.get('etag'));
    expect(held.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('repeats a treasure-hunt answer until a validated hint changes it', async () => {
    const path = '/api/treasure-hunt?x=0&y=0&direction=6';
    const first = await api(ctx.server, path);
    const again = await api(ctx.server, path);
    expect(first.body.data.map((m: { posY: number }) => m.posY)).toEqual([-3]);
    expect(again.body).toEqual(first.body);
    expect(stableHeaders(again.headers)).toEqual(stableHeaders(first.headers));

    const hint = await api(ctx.server, '/api/map-clue', { method: 'POST', body: { clueId: 850, posX: 0, posY: -2, kind: 'present' }, token: alice.token });
    await api(ctx.server, `/api/map-clue/${hint.body._id}`, { method: 'PATCH', body: { status: 'validated' }, token: moderator.token });
    const after = await api(ctx.server, path);
    expect(after.body.data.map((m: { posY: number }) => m.posY)).toEqual([-2, -3]);
  });

  it('leaves refusals and writes to the long way', async () => {
    expect((await api(ctx.server, '/api/treasure-hunt?x=0&y=0&direction=5')).status).toBe(400);
    expect((await api(ctx.server, '/api/treasure-hunt?x=0&y=0&direction=5')).status).toBe(400);
    const none = await api(ctx.server, '/api/treasure-hunt?x=0&y=0&direction=2');
    expect([none.status, none.body.message]).toEqual([404, 'No clue found, check the position and direction you specified']);
    expect((await api(ctx.server, '/api/items/8231', { method: 'PATCH', body: {} })).status).toBe(405);
  });
});
