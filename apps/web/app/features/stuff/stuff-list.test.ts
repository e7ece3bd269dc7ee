import { describe, expect, it } from 'vitest';
import { parseItemIdList, readStuffFilters, stuffFilterParams, stuffListQuery } from './stuff-list';

describe('stuff list filters in the URL', () => {
  it('reads mine-only, worn items, class, levels, title and page', () => {
    const filters = readStuffFilters(new URLSearchParams('me=true&itemIds=431, 601,x,431&breed=8&levelMin=150&levelMax=120&title=%20Pvp%20&page=2'));
    expect(filters).toEqual({ me: true, itemIds: [431, 601], breed: 8, levelMin: 120, levelMax: 150, title: 'Pvp', tags: [], element: null, sort: 'recent', page: 2 });
  });

  it('reads known tags in their order, one known element and the likes order; drops the rest', () => {
    const filters = readStuffFilters(new URLSearchParams('tags=koliseum,raid,pvm&element=wood&sort=likes'));
    expect(filters).toMatchObject({ tags: ['pvm', 'koliseum'], element: null, sort: 'likes' });
    expect(readStuffFilters(new URLSearchParams('element=fire&sort=top')).element).toBe('fire');
    expect(readStuffFilters(new URLSearchParams('sort=top')).sort).toBe('recent');
  });

  it('asks the API for builds with every tag, the element, most liked first', () => {
    const filters = readStuffFilters(new URLSearchParams('tags=pvp,koliseum&element=air&sort=likes'));
    expect(stuffListQuery(filters)).toEqual({ $limit: 50, $skip: 0, tags: 'pvp,koliseum', element: 'air', $sort: { likes: -1 } });
    expect(stuffFilterParams(filters).toString()).toBe('tags=pvp%2Ckoliseum&element=air&sort=likes');
  });

  it('leaves defaults out of links', () => {
    const filters = readStuffFilters(new URLSearchParams(''));
    expect(stuffFilterParams(filters).toString()).toBe('');
    expect(stuffFilterParams({ ...filters, itemIds: [1, 2], me: true }).toString()).toBe('me=true&itemIds=1%2C2');
  });

  it('asks the API for stuffs wearing all the items, 50 per page', () => {
    const filters = readStuffFilters(new URLSearchParams('itemIds=1,2&levelMin=10&page=3'));
    expect(stuffListQuery(filters)).toEqual({ $limit: 50, $skip: 100, itemIds: '1,2', level: { $gte: 10, $lte: 200 } });
  });

  it('keeps only positive integer item ids', () => {
    expect(parseItemIdList('0,-1,2.5,7,,7')).toEqual([7]);
  });
});
