import { describe, expect, it } from 'vitest';
import { pairFromSearch, searchFromPair } from './pair-state';

describe('the mating in the URL', () => {
  it('round-trips every setting', () => {
    const search = 'male=21&maleParents=66-68&maleLevel=100&female=19&femaleLevel=200&optimakina=1&takeza=1&rules=3.7';
    const state = pairFromSearch(new URLSearchParams(search));
    expect(state).toEqual({ male: 21, female: 19, maleParents: [66, 68], femaleParents: [], maleLevel: 100, femaleLevel: 200, optimakina: true, takeza: true, rules: '3.7' });
    expect(searchFromPair(state)).toBe(search);
  });

  it('reads bad values as the defaults: no mount, level 1-200, rules 3.6', () => {
    const state = pairFromSearch(new URLSearchParams('male=abc&female=-3&maleLevel=999&femaleLevel=x&rules=2.0&maleParents=1-b-2-3'));
    expect(state).toMatchObject({ male: null, female: null, maleLevel: 200, femaleLevel: 1, rules: '3.6', maleParents: [1, 2] });
    expect(searchFromPair(pairFromSearch(new URLSearchParams('')))).toBe('');
  });
});
