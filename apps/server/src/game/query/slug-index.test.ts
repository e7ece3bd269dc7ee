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

  it('finds the same documents as a substring test on each slug', () => {
    for (const needle of ['bouftou', 'e', 'ee', 'eee', 'epee', 'u-r', 'xyz', 'l', 'boisaille-anneau', '-'])
      expect(Array.from(new SlugIndex(slugs).matches(needle)), needle).toEqual(expected(needle));
  });

  it('never matches across two slugs, and an empty needle matches everything', () => {
    const index = new SlugIndex(slugs);
    expect(Array.from(index.matches('boisaille\nanneau'))).toEqual(slugs.map(() => 0));
    expect(Array.from(index.matches('lleann'))).toEqual(expected('lleann'));
    expect(Array.from(index.matches(''))).toEqual(slugs.map(() => 1));
  });

  it('agrees with includes on many random slugs and needles', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const word = (n: number) => Array.from({ length: n }, () => 'abe-'[Math.floor(random() * 4)]).join('');
    const many = Array.from({ length: 400 }, () => word(Math.floor(random() * 12)));
    const index = new SlugIndex(many);
    for (let k = 0; k < 200; k++) {
      const needle = word(1 + Math.floor(random() * 4));
      expect(Array.from(index.matches(needle))).toEqual(many.map((s) => (s.includes(needle) ? 1 : 0)));
    }
  });
});
