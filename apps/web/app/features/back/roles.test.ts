import { describe, expect, it } from 'vitest';
import { canUseBackOffice, refusedBackTarget } from './roles';

describe('back office access (spec §6)', () => {
  it('admits admins and moderators only', () => {
    expect(canUseBackOffice({ roles: ['admin'] })).toBe(true);
    expect(canUseBackOffice({ roles: ['user', 'moderator'] })).toBe(true);
    expect(canUseBackOffice({ roles: ['user'] })).toBe(false);
    expect(canUseBackOffice({ roles: [] })).toBe(false);
    expect(canUseBackOffice(null)).toBe(false);
  });
});

describe('a refused navigation is cancelled', () => {
  const url = 'https://grimoire.example/fr/back';
  it('sends the visitor back to the same-site page they came from', () => {
    expect(refusedBackTarget(url, 'https://grimoire.example/fr/database/objects?page=2', '/fr')).toBe('/fr/database/objects?page=2');
  });
  it('goes home when the referer is missing, foreign or another back page', () => {
    expect(refusedBackTarget(url, null, '/fr')).toBe('/fr');
    expect(refusedBackTarget(url, 'https://evil.example/fr/tools', '/fr')).toBe('/fr');
    expect(refusedBackTarget(url, 'https://grimoire.example/fr/back/poi/tag', '/fr')).toBe('/fr');
    expect(refusedBackTarget(url, 'not a url', '/fr')).toBe('/fr');
  });
});
