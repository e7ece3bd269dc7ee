import type { EffectDef, ItemEffect } from '@grimoire/gamedata/types';
import { describe, expect, it } from 'vitest';
import { fullSetBonus, fullSetTotals } from './set-stats';

const fx = (effectId: number, characteristic: number, from: number, to = from): ItemEffect => ({ effectId, characteristic, from, to });
const def = (id: number, characteristic: number, operator = '+'): EffectDef => ({
  id,
  characteristic,
  operator,
  description: { fr: `#1 c${characteristic}`, en: `#1 c${characteristic}` },
});
const defs = new Map([def(125, 11), def(153, 11, '-'), def(118, 10), def(97, 0, '-')].map((d) => [d.id, d]));

describe('full set totals', () => {
  it('picks the bonus row with the most pieces', () => {
    expect(fullSetBonus([{ itemCount: 2, effects: [] }, { itemCount: 4, effects: [] }, { itemCount: 3, effects: [] }])?.itemCount).toBe(4);
    expect(fullSetBonus([])).toBeUndefined();
  });

  it('adds every piece at its best roll and the full-set bonus', () => {
    const totals = fullSetTotals(
      [{ effects: [fx(125, 11, 11, 20), fx(118, 10, 5, 8)] }, { effects: [fx(125, 11, 30)] }],
      [fx(125, 11, 50)],
      defs,
    );
    expect(totals).toEqual([fx(125, 11, 100), fx(118, 10, 8)]);
  });

  it('subtracts maluses and leaves out weapon damage lines', () => {
    const totals = fullSetTotals([{ effects: [fx(153, 11, 10, 20), fx(97, 0, 10, 15)] }, { effects: [fx(125, 11, 50)] }], [], defs);
    expect(totals).toEqual([fx(125, 11, 30)]);
  });

  it('renders a malus-only total with the malus template', () => {
    expect(fullSetTotals([{ effects: [fx(153, 11, 10)] }], [], defs)).toEqual([fx(153, 11, 10)]);
  });
});
