import { describe, expect, it } from 'vitest';
import { isUnfolded, openByDefault } from './generation-folds';

const row = (generation: number, owned: number, total = 10) => ({ generation, owned, total, both: 0 });

describe('folded generations on the breeding pages', () => {
  it('unfolds the lowest generation not fully owned and those with a mount to breed now', () => {
    expect(openByDefault([row(1, 0), row(2, 0), row(3, 0)], [])).toEqual(new Set([1]));
    expect(openByDefault([row(1, 10), row(2, 4), row(3, 0)], [3])).toEqual(new Set([2, 3]));
    expect(openByDefault([row(1, 10), row(2, 10)], [])).toEqual(new Set());
  });

  it("follows the player's choice first, keeps a generation they ticked in unfolded, and unfolds all under a filter", () => {
    const defaults = new Set([1]);
    const none = { chosen: new Map<number, boolean>(), touched: new Set<number>() };
    expect(isUnfolded(1, none, defaults, false)).toBe(true);
    expect(isUnfolded(2, none, defaults, false)).toBe(false);
    expect(isUnfolded(2, none, defaults, true)).toBe(true);
    expect(isUnfolded(2, { ...none, touched: new Set([2]) }, defaults, false)).toBe(true);
    expect(isUnfolded(1, { ...none, chosen: new Map([[1, false]]) }, defaults, true)).toBe(false);
    expect(isUnfolded(5, { ...none, chosen: new Map([[5, true]]) }, defaults, false)).toBe(true);
  });
});
