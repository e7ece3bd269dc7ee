import { describe, expect, it } from 'vitest';
import { effectMeets, itemFilterQuery, itemSearchParams, readItemSearch } from './item-search';

describe('items search in the URL', () => {
  it('reads the home page search box (`?name=`) and defaults to levels 0-200', () => {
    expect(readItemSearch(new URLSearchParams('name=coiffe'))).toEqual({ name: 'coiffe', levels: [0, 200], typeIds: [], characteristics: [] });
  });

  it('reads characteristic rows and drops malformed ones', () => {
    const state = readItemSearch(new URLSearchParams('c=11,gte,100&c=10,lte,5&c=x,gte,1&c=12,evil,1&c=13,eq,'));
    expect(state.characteristics).toEqual([
      { characteristic: 11, operator: 'gte', value: 100 },
      { characteristic: 10, operator: 'lte', value: 5 },
    ]);
  });

  it('clamps levels to 0-200 and swaps a reversed range', () => {
    expect(readItemSearch(new URLSearchParams('levelMin=150&levelMax=-3')).levels).toEqual([0, 150]);
  });

  it('writes only what differs from the defaults, so links stay short', () => {
    const state = readItemSearch(new URLSearchParams('name=x&types=16,17&c=11,gte,50&levelMin=0'));
    expect(itemSearchParams(state).toString()).toBe('name=x&types=16%2C17&c=11%2Cgte%2C50');
  });

  it('answers each characteristic row with one $elemMatch, rows combined with $and', () => {
    const state = readItemSearch(new URLSearchParams('levelMin=10&levelMax=50&types=16&c=11,gte,100&c=10,eq,7'));
    expect(itemFilterQuery(state)).toEqual({
      level: { $gte: 10, $lte: 50 },
      typeId: { $in: [16] },
      $and: [
        { effects: { $elemMatch: { characteristic: 11, to: { $gte: 100 } } } },
        { effects: { $elemMatch: { characteristic: 10, from: { $lte: 7 }, to: { $gte: 7 } } } },
      ],
    });
  });

  it('keeps the route type on a type page', () => {
    const state = readItemSearch(new URLSearchParams('types=1,2'));
    expect(itemFilterQuery(state, { typeId: 16 }).typeId).toBe(16);
    expect(itemFilterQuery(state, { superTypeId: 2 })).toEqual({ superTypeId: 2, typeId: { $in: [1, 2] } });
  });

  it('checks an effect against a row like the API does', () => {
    const effect = { characteristic: 11, from: 11, to: 20 };
    expect(effectMeets(effect, { characteristic: 11, operator: 'gte', value: 20 })).toBe(true);
    expect(effectMeets(effect, { characteristic: 11, operator: 'gte', value: 21 })).toBe(false);
    expect(effectMeets(effect, { characteristic: 11, operator: 'eq', value: 15 })).toBe(true);
    expect(effectMeets(effect, { characteristic: 10, operator: 'lte', value: 99 })).toBe(false);
  });
});
