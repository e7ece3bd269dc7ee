import { describe, expect, it } from 'vitest';
import { canUseBackOffice, isBackPath, lastPageCookie, LAST_PAGE_MAX, refusedBackTarget, rememberablePage } from './roles';

describe('back office access (spec §6)', () => {
  it('admits admins and moderators only', () => {
    expect(canUseBackOffice({ roles: ['admin'] })).toBe(true);
    expect(canUseBackOffice({ roles: ['user', 'moderator'] })).toBe(true);
    expect(canUseBackOffice({ roles: ['user'] })).toBe(false);
    expect(canUseBackOffice({ roles: [] })).toBe(false);
    expect(canUseBackOffice(null)).toBe(false);
  });
});

describe('the way back offered by the 403 page', () => {
  const visit = (referer: string | null, lastPage: string | null = null) =>
    refusedBackTarget({ requestUrl: 'https://grimoire.example/fr/back', referer, lastPage }) ?? '/fr';

  it('sends the visitor back to the same-site page they came from', () => {
    expect(visit('https://grimoire.example/fr/database/objects?page=2')).toBe('/fr/database/objects?page=2');
    expect(visit('https://grimoire.example/fr/almanax', '/fr/tools')).toBe('/fr/almanax');
  });

  it('without a usable referer, sends a typed URL back to the last page read', () => {
    expect(visit(null, '/fr/privacy-policy')).toBe('/fr/privacy-policy');
    expect(visit('https://evil.example/fr/tools', '/en/almanax?day=3')).toBe('/en/almanax?day=3');
  });

  it('offers none (only home) when neither the referer nor the remembered page will do', () => {
    expect(visit(null)).toBe('/fr');
    expect(visit('https://evil.example/fr/tools')).toBe('/fr');
    expect(visit('https://grimoire.example/fr/back/poi/tag')).toBe('/fr');
    expect(visit('not a url')).toBe('/fr');
    expect(visit(null, '/fr/BACK/appearances')).toBe('/fr');
  });

  it('never redirects to another site, whatever the referer or the cookie hold', () => {
    expect(visit('https://grimoire.example//evil.example/')).toBe('/fr');
    expect(visit(null, '//evil.example')).toBe('/fr');
    expect(visit(null, '/.//evil.example')).toBe('/fr');
    expect(visit(null, '/\\evil.example')).toBe('/fr');
    expect(visit(null, 'https://evil.example/')).toBe('/fr');
    expect(visit(null, 'javascript:alert(1)')).toBe('/fr');
    expect(visit(null, '/%2e%2e//evil.example')).toBe('/fr');
  });
});

describe('the last page read', () => {
  it('is remembered with its query, outside the back office only', () => {
    expect(rememberablePage('/fr/items', '?type=9')).toBe('/fr/items?type=9');
    expect(rememberablePage('/en/back', '')).toBeNull();
    expect(isBackPath('/fr//back/poi/tag')).toBe(true);
    expect(isBackPath('/fr/%62ack')).toBe(true);
    expect(isBackPath('/fr/backpack')).toBe(false);
  });

  it('stays short: a long query is dropped, a long path forgotten', () => {
    expect(rememberablePage('/fr/items', `?name=${'a'.repeat(LAST_PAGE_MAX)}`)).toBe('/fr/items');
    expect(rememberablePage(`/fr/${'a'.repeat(LAST_PAGE_MAX)}`, '')).toBeNull();
  });

  it('lives in a same-site session cookie, https-only when the page is', () => {
    expect(lastPageCookie('/fr/items?type=9', false)).toBe('grimoire_last_page=%2Ffr%2Fitems%3Ftype%3D9; Path=/; SameSite=Lax');
    expect(lastPageCookie('/fr', true)).toBe('grimoire_last_page=%2Ffr; Path=/; SameSite=Lax; Secure');
    expect(lastPageCookie(null, false)).toBe('grimoire_last_page=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
