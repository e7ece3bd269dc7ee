import { describe, expect, it } from 'vitest';
import { missingVariantIds, pairSpells } from './spell-pairs';

const spell = (id: number, variantId?: number) => ({ id, variantId });

describe('class spell pairs', () => {
  it('shows each spell with its variant once, in the class order', () => {
    const spells = [spell(1, 2), spell(2, 1), spell(3, 4), spell(4, 3)];
    expect(pairSpells([3, 4, 1, 2], spells).map(([a, b]) => [a.id, b?.id])).toEqual([
      [3, 4],
      [1, 2],
    ]);
  });

  it('keeps a spell whose variant is unknown', () => {
    expect(pairSpells([5], [spell(5, 6)]).map(([a, b]) => [a.id, b?.id])).toEqual([[5, undefined]]);
  });

  it('lists variants that are not in the class list so they can be loaded', () => {
    expect(missingVariantIds([1, 3], [spell(1, 2), spell(3, 1)])).toEqual([2]);
  });
});
