import { describe, expect, it } from 'vitest';
import type { GameStore } from '../store';
import { SearchIndex } from './search-index';
import { SearchService } from './search-service';

const collections = new Map<string, Record<string, unknown>[]>([
  ['breeds', [{ id: 8, shortName: { fr: 'Iop', en: 'Iop' }, name: { fr: 'Iop', en: 'Iop' } }]],
  ['monster-races', [{ id: 18, name: { fr: 'Dopeuls de Temple', en: 'Temple Dopples' } }, { id: 1, name: { fr: 'Bouftous', en: 'Gobballs' } }]],
  [
    'monsters',
    [
      { id: 147, name: { fr: 'Bouftou Royal', en: 'Royal Gobball' }, raceId: 1, grades: [{ level: 30 }] },
      { id: 101, name: { fr: 'Bouftou', en: 'Gobball' }, raceId: 1, grades: [{ level: 1 }, { level: 6 }] },
      { id: 160, name: { fr: 'Dopeul Féca', en: 'Feca Dopple' }, raceId: 18, grades: [{ level: 20 }, { level: 220 }] },
      { id: 955, name: { fr: 'Dopeul Féca', en: 'Feca Dopple' }, grades: [{ level: 1 }, { level: 6 }] },
      { id: 300, name: { fr: 'Iop iopesque', en: 'Iopy Iop' }, grades: [{ level: 20 }] },
    ],
  ],
  ['achievements', [{ id: 5, name: { fr: 'Bouftou Royal (Duo)', en: 'Royal Gobball (Duo)' }, level: 30 }]],
  ['dungeons', [{ id: 2, name: { fr: 'Cour du Bouftou Royal', en: 'Royal Gobball Court' }, level: 30 }]],
  ['spells', [{ id: 1, name: { fr: 'Colère de Iop' }, breedId: 8, spellLevels: [1] }, { id: 2, name: { fr: 'Coup de monstre' }, spellLevels: [] }]],
]);

describe('the site search', () => {
  const index = new SearchIndex(collections);
  const kinds = (query: string) => index.search(query, 'fr', 5).map((group) => group.kind);
  const names = (query: string, kind: string) => index.search(query, 'fr', 5).find((group) => group.kind === kind)?.hits.map((hit) => hit.id);

  it('finds every kind from one box, the very name first', () => {
    expect(kinds('bouftou royal')[0]).toBe('monsters');
    expect(names('bouftou royal', 'monsters')?.[0]).toBe(147);
    expect(names('bouftou royal', 'dungeons')).toEqual([2]);
    expect(kinds('iop')[0]).toBe('breeds');
  });

  it('forgives a typo, folds accents and finds a name of the other language', () => {
    expect(names('bouftoux', 'monsters')).toContain(101);
    expect(names('dopeul feca', 'monsters')).toEqual(expect.arrayContaining([160, 955]));
    expect(names('gobball', 'monsters')).toContain(101);
    expect(names('bouft', 'monsters')).toContain(101);
  });

  it('weighs the page language first: the same index, read for an English page', () => {
    const en = (query: string, kind: string) => index.search(query, 'en', 5).find((group) => group.kind === kind)?.hits.map((hit) => hit.id);
    // "Royal Gobball" is the English name of 147: first on an English page, as "Bouftou Royal" is on a French one.
    expect(en('royal gobball', 'monsters')?.[0]).toBe(147);
    expect(en('gobball', 'monsters')?.[0]).toBe(101);
    // A French name typed on an English page still finds.
    expect(en('bouftou royal', 'monsters')?.[0]).toBe(147);
    // A spell with only a French name is found on an English page by it.
    expect(en('colere', 'spells')).toEqual([1]);
  });

  it('tells look-alikes apart by level range and race, and leaves monster spells out', () => {
    const dopeuls = index.search('dopeul feca', 'fr', 5).find((group) => group.kind === 'monsters')?.hits ?? [];
    expect(dopeuls.find((hit) => hit.id === 160)).toMatchObject({ level: 20, levelMax: 220, context: { fr: 'Dopeuls de Temple', en: 'Temple Dopples' } });
    expect(dopeuls.find((hit) => hit.id === 955)).toMatchObject({ level: 1, levelMax: 6 });
    expect(names('colere', 'spells')).toEqual([1]);
    expect(index.search('coup de monstre', 'fr', 5)).toEqual([]);
  });

  it('answers a clear 400 for an empty, too long or malformed search', async () => {
    const service = new SearchService({ collections } as unknown as GameStore);
    const answer = await service.find({ query: { q: 'bouftou', kinds: 'monsters', limit: '1' } });
    expect(answer.data).toEqual([{ kind: 'monsters', hits: [expect.objectContaining({ id: 101 })] }]);
    for (const query of [{}, { q: '  ' }, { q: 'x'.repeat(101) }, { q: 'a', kinds: 'cats' }, { q: 'a', limit: '0' }, { q: 'a', lang: 'de' }])
      await expect(service.find({ query }), JSON.stringify(query)).rejects.toMatchObject({ code: 400 });
  });
});
