import { describe, expect, it } from 'vitest';
import { costSteps } from './cost-tiers';

describe('characteristic cost steps', () => {
  it('reads "1 point up to 100, then 2 up to 200, then 3 up to 300, then 4 beyond"', () => {
    expect(
      costSteps([
        [0, 1],
        [100, 2],
        [200, 3],
        [300, 4],
      ]),
    ).toEqual([
      { from: 0, to: 100, cost: 1 },
      { from: 100, to: 200, cost: 2 },
      { from: 200, to: 300, cost: 3 },
      { from: 300, cost: 4 },
    ]);
  });

  it('keeps a flat price as a single step', () => {
    expect(costSteps([[0, 3]])).toEqual([{ from: 0, cost: 3 }]);
  });

  it('orders thresholds, starts at 0 and merges equal neighbouring prices', () => {
    expect(
      costSteps([
        [50, 2],
        [10, 1],
        [100, 2],
      ]),
    ).toEqual([
      { from: 0, to: 50, cost: 1 },
      { from: 50, cost: 2 },
    ]);
  });

  it('falls back to 1 point per point when the table is missing', () => {
    expect(costSteps(undefined)).toEqual([{ from: 0, cost: 1 }]);
  });
});
