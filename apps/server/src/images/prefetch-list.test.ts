import { describe, expect, it } from 'vitest';
import { picturesOf } from './prefetch-list';

describe('pictures to prefetch', () => {
  it('lists each record picture once, with the pictures named by id, and nothing outside the picture paths', () => {
    const collections = new Map<string, Record<string, unknown>[]>([
      ['items', [{ id: 1, img: 'items/10.png' }, { id: 2, img: 'items/10.png' }, { id: 3, img: 'https://elsewhere.example/x.png' }, { id: 4 }]],
      ['jobs', [{ id: 2, img: 'static:dofus/www/game/jobs/2.jpg' }]],
      ['monsters', [{ id: 31 }]],
      ['breeds', [{ id: 7, maleArtwork: 70, femaleArtwork: 71 }]],
    ]);
    expect(picturesOf(collections, ['items', 'jobs', 'monsters', 'breeds'])).toEqual([
      { upstream: 'main', path: 'items/10.png' },
      { upstream: 'static', path: 'dofus/www/game/jobs/2.jpg' },
      { upstream: 'main', path: 'monsters/31.png' },
      { upstream: 'main', path: 'breeds/symbol_7.png' },
      { upstream: 'main', path: 'breeds/artworks/70.png' },
      { upstream: 'main', path: 'breeds/artworks/71.png' },
    ]);
    expect(picturesOf(collections, ['monsters'])).toEqual([{ upstream: 'main', path: 'monsters/31.png' }]);
  });
});
