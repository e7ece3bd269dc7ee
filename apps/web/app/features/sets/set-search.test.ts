import { describe, expect, it } from 'vitest';
import { idCondition, intersectSetIds, readSetSearch, setFilterQuery, setSearchParams } from './set-search';

describe('sets search', () => {
  it('reads name, levels and slots from the URL and writes only non-defaults back', () => {
    const state = readSetSearch(new URLSearchParams('name=vent&levelMin=250&levelMax=100&slots=9,x,82'));
    expect(state).toEqual({ name: 'vent', levels: [100, 200], typeIds: [9, 82] });
    expect(setSearchParams({ name: '', levels: [0, 200], typeIds: [] }).toString()).toBe('');
  });

  it('keeps sets holding an item of every chosen type', () => {
    expect(intersectSetIds([[1, 2, 3], [3, 2], [2, 3, 9]])).toEqual([2, 3]);
    expect(setFilterQuery({ name: '', levels: [0, 200], typeIds: [9] }, [])).toEqual({ id: { $in: [-1] } });
  });

  it('splits long id lists into $or branches the API accepts', () => {
    const ids = Array.from({ length: 1200 }, (_, i) => i);
    const condition = idCondition(ids) as { $or: { id: { $in: number[] } }[] };
    expect(condition.$or.map((branch) => branch.id.$in.length)).toEqual([500, 500, 200]);
  });
});
