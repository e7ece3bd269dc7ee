import { describe, expect, it } from 'vitest';
import { normalizeImageRef, resolveImageRef } from './images.ts';

const bases = { primary: 'https://img.example/img', secondary: 'https://static.example' };

describe('one image policy', () => {
  it('turns every source host into a reference under one of the two bases', () => {
    expect(normalizeImageRef('https://api.dofusdu.de/dofus3/v1/img/item/47661-128.png')).toBe(
      'items/47661.png',
    );
    expect(normalizeImageRef('https://api.dofusdb.fr/img/items/164174.png')).toBe('items/164174.png');
    expect(normalizeImageRef('/items/47661.png')).toBe('items/47661.png');
    expect(
      normalizeImageRef('https://s.ankama.com/www/static.ankama.com/dofus/www/game/items/200/15424.png'),
    ).toBe('items/15424.png');
    expect(
      normalizeImageRef('https://s.ankama.com/www/static.ankama.com/dofus/www/game/havenbags/themes/3.png'),
    ).toBe('static:dofus/www/game/havenbags/themes/3.png');
    // A picture on a host neither base serves is left out (the page shows the local placeholder).
    expect(normalizeImageRef('/data/spells/img/sort_1-2.png')).toBeUndefined();
    expect(normalizeImageRef('https://elsewhere.example/a.png')).toBeUndefined();
  });

  it('builds URLs from the configured bases only', () => {
    expect(resolveImageRef('items/47661.png', bases)).toBe('https://img.example/img/items/47661.png');
    expect(resolveImageRef('static:dofus/a.png', bases)).toBe('https://static.example/dofus/a.png');
    expect(resolveImageRef('static:dofus/a.png', { primary: bases.primary })).toBeUndefined();
    expect(resolveImageRef('https://elsewhere.example/a.png', bases)).toBeUndefined();
  });
});
