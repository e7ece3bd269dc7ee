import { describe, expect, it } from 'vitest';
import { textOrder } from './text-order';

describe('textOrder', () => {
  it('sorts as localeCompare does in the language (accents after their letter, case ignored first)', () => {
    const names = ['Zone', 'état', 'Égout', 'abri', 'Église'];
    expect([...names].sort(textOrder('fr'))).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    expect([...names].sort(textOrder('fr'))).toEqual(['abri', 'Église', 'Égout', 'état', 'Zone']);
  });
});
