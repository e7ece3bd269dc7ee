import { describe, expect, it } from 'vitest';
import { monsterFilterQuery, monsterSearchParams, readMonsterSearch } from './monster-search';

describe('monster search', () => {
  it('reads name, level range and race from the URL, swapping an inverted range', () => {
    expect(readMonsterSearch(new URLSearchParams('name=bouf&levelMin=50&levelMax=10&race=11'))).toEqual({
      name: 'bouf',
      levels: [10, 50],
      raceId: 11,
    });
    expect(readMonsterSearch(new URLSearchParams('race=abc&levelMax=999'))).toEqual({ name: '', levels: [0, 200], raceId: null });
  });

  it('matches a level range when any grade lies in it, and leaves 200 open-ended', () => {
    expect(monsterFilterQuery({ name: '', levels: [10, 50], raceId: null })).toEqual({
      grades: { $elemMatch: { level: { $gte: 10, $lte: 50 } } },
    });
    expect(monsterFilterQuery({ name: '', levels: [150, 200], raceId: null })).toEqual({
      grades: { $elemMatch: { level: { $gte: 150 } } },
    });
    expect(monsterFilterQuery({ name: 'roi', levels: [0, 200], raceId: 3 })).toEqual({ name: { $search: 'roi' }, raceId: 3 });
  });

  it('lets the race route override the race filter', () => {
    expect(monsterFilterQuery({ name: '', levels: [0, 200], raceId: 3 }, 12)).toEqual({ raceId: 12 });
  });

  it('leaves default values out of the URL', () => {
    expect(monsterSearchParams({ name: '', levels: [0, 200], raceId: null })).toEqual({
      name: null,
      levelMin: null,
      levelMax: null,
      race: null,
    });
  });
});
