import { describe, expect, it } from 'vitest';
import { applyTextTwins, nameJobs } from './derive-texts.ts';
import type { Rec } from './util/io.ts';

describe('applyTextTwins', () => {
  it('takes the English text only when the French twin is the record’s French text', () => {
    const states = new Map<number, Rec>([
      [7, { id: 7, name: { fr: 'Pesanteur' }, _twins: { name: { fr: 'Pesanteur', en: 'Gravity' } } }],
      [
        8,
        {
          id: 8,
          name: { fr: 'Invisible' },
          _twins: { name: { fr: 'Folie sanguinaire', en: 'Bloodthirsty Madness' } },
        },
      ],
    ]);
    expect(applyTextTwins(new Map([['spell-states', states]]))).toEqual({ used: 1, rejected: 1 });
    expect(states.get(7)?.name).toEqual({ fr: 'Pesanteur', en: 'Gravity' });
    expect(states.get(8)?.name).toEqual({ fr: 'Invisible' });
    expect(states.get(7)?._twins).toBeUndefined();
  });
});

describe('nameJobs', () => {
  it('gives jobs their English names (no more "Tailleur" on English pages)', () => {
    const jobs = new Map<number, Rec>([
      [27, { id: 27, name: { fr: 'Tailleur', en: 'Tailleur' } }],
      [65, { id: 65 }],
    ]);
    nameJobs(jobs);
    expect(jobs.get(27)?.name).toEqual({ fr: 'Tailleur', en: 'Tailor' });
    expect(jobs.get(65)?.name).toEqual({ fr: 'Bricoleur', en: 'Handyman' });
  });
});
