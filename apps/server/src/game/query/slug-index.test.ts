import { describe, expect, it } from 'vitest';
import { SlugIndex } from './slug-index';

describe('SlugIndex', () => {
  const slugs = [
    'epee-de-boisaille',
    '',
    'anneau-du-bouftou',
    'bouftou',
    'coiffe-du-bouftou-royal',
    'e',
    'ee',
  ];
  const expected = (needle: string) => slugs.map((s) => (s.includes(needle) ? 1 : 0));
  /** 1 for each document the index says holds the needle. */
  const matches = (index: SlugIndex, needle: string) => {
    const has = index.membership(needle);
    return Array.from({ length: index.size }, (_, i) => (has(i) ? 1 : 0));
  };

  it('finds the same documents as a substring test on each slug', () => {
    for (const needle of ['bouftou', 'e', 'ee', 'eee', 'epee', 'u-r', 'xyz', 'l', 'boisaille-anneau', '-'])
      expect(matches(new SlugIndex(slugs), needle), needle).toEqual(expected(needle));
  });

  it('lists the matching documents in order, through the trigram index for three letters or more', () => {
    const index = new SlugIndex(slugs);
    expect(index.positions('bouftou')).toEqual([2, 3, 4]);
    expect(index.positions('ftou-r')).toEqual([4]);
    expect(index.positions('ee')).toEqual([0, 6]);
    expect(index.positions('zzz')).toEqual([]);
    expect(index.positions('')).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('never matches across two slugs, and an empty needle matches everything', () => {
    const index = new SlugIndex(slugs);
    expect(matches(index, 'boisaille\nanneau')).toEqual(slugs.map(() => 0));
    expect(matches(index, 'lleann')).toEqual(expected('lleann'));
    expect(matches(index, '')).toEqual(slugs.map(() => 1));
  });

  it('agrees with includes on many random slugs and needles', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const word = (n: number) => Array.from({ length: n }, () => 'abe-'[Math.floor(random() * 4)]).join('');
    const many = Array.from({ length: 400 }, () => word(Math.floor(random() * 12)));
    const index = new SlugIndex(many);
    for (let k = 0; k < 200; k++) {
      // One to six letters: short needles scan the slugs, longer ones go through the trigram index.
      const needle = word(1 + Math.floor(random() * 6));
      expect(matches(index, needle)).toEqual(many.map((s) => (s.includes(needle) ? 1 : 0)));
      expect(index.positions(needle)).toEqual(many.flatMap((s, i) => (s.includes(needle) ? [i] : [])));
    }
  });
});
