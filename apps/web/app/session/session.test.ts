import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isConnected, isTokenFresh, safeRedirect, sameSitePath, tokenExpiry } from './session';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const makeToken = (payload: object) => `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.signature`;
const NOW = Date.UTC(2026, 0, 1);
const user = { _id: 'u1', username: 'alice', roles: [] };

describe('token expiry', () => {
  it('reads the payload of a JWT', () => {
    expect(decodeJwtPayload(makeToken({ sub: 'u1', exp: 123 }))).toEqual({ sub: 'u1', exp: 123 });
  });
  it('gives the expiry in milliseconds', () => {
    expect(tokenExpiry(makeToken({ exp: 1000 }))).toBe(1_000_000);
  });
  it('treats garbage, missing expiry and past expiry as stale', () => {
    expect(isTokenFresh('not-a-jwt', NOW)).toBe(false);
    expect(isTokenFresh(makeToken({ sub: 'u1' }), NOW)).toBe(false);
    expect(isTokenFresh(makeToken({ exp: NOW / 1000 - 1 }), NOW)).toBe(false);
    expect(isTokenFresh(makeToken({ exp: NOW / 1000 + 60 }), NOW)).toBe(true);
  });
});

describe('connected (spec §4)', () => {
  it('needs a user and a session expiry in the future', () => {
    expect(isConnected(NOW + 3_600_000, user, NOW)).toBe(true);
    expect(isConnected(NOW + 3_600_000, null, NOW)).toBe(false);
    expect(isConnected(null, user, NOW)).toBe(false);
    expect(isConnected(NOW - 1000, user, NOW)).toBe(false);
  });
});

describe('redirect after sign-in', () => {
  const home = '/fr';
  it('returns to a same-site path with its query', () => {
    expect(safeRedirect('/fr/my-characters?x=1', home)).toBe('/fr/my-characters?x=1');
  });
  it('refuses absolute, protocol-relative and backslash URLs (open redirect)', () => {
    expect(safeRedirect('https://evil.example/', home)).toBe(home);
    expect(safeRedirect('//evil.example/', home)).toBe(home);
    expect(safeRedirect('/\\evil.example', home)).toBe(home);
    expect(safeRedirect('/%0a/evil', home)).toBe('/%0a/evil');
    expect(safeRedirect('/\t/evil.example', home)).toBe(home);
    expect(safeRedirect('javascript:alert(1)', home)).toBe(home);
  });
  it('refuses paths whose dot segments resolve to another site', () => {
    expect(safeRedirect('/.//evil.example', home)).toBe(home);
    expect(safeRedirect('/..//evil.example/x', home)).toBe(home);
    expect(safeRedirect('/fr/..//evil.example', home)).toBe(home);
    expect(safeRedirect('/%2e//evil.example', home)).toBe(home);
    expect(safeRedirect('/%2E%2E//evil.example', home)).toBe(home);
    expect(safeRedirect('/./\\evil.example', home)).toBe(home);
  });
  it('returns the normalised path, which stays on the site', () => {
    expect(sameSitePath('/fr/./tools/../almanax?day=1')).toBe('/fr/almanax?day=1');
    expect(sameSitePath('/fr/%2F/evil.example')).toBe('/fr/%2F/evil.example');
  });
  it('does not loop back to the sign-in or sign-up pages', () => {
    expect(safeRedirect('/fr/signin', home)).toBe(home);
    expect(safeRedirect('/en/signup?redirect=/x', home)).toBe(home);
  });
  it('falls back when there is no target', () => {
    expect(safeRedirect(null, home)).toBe(home);
    expect(safeRedirect('', home)).toBe(home);
  });
});
