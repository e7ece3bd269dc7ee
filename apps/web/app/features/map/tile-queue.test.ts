import { describe, expect, it } from 'vitest';
import { createPaintQueue } from './tile-queue';

describe('the tile paint queue', () => {
  it('paints in order, yielding to the page once a turn has used its budget', () => {
    let clock = 0;
    const turns: (() => void)[] = [];
    const painted: number[] = [];
    const paint = createPaintQueue(8, (run) => turns.push(run), () => clock);
    for (let tile = 1; tile <= 5; tile++)
      paint(() => {
        painted.push(tile);
        clock += 5; // each tile takes 5 ms
      });
    expect(painted).toEqual([]); // nothing painted in the caller's task
    expect(turns).toHaveLength(1);
    turns.shift()!();
    expect(painted).toEqual([1, 2]); // 10 ms > 8 ms: the turn stops after two tiles
    turns.shift()!();
    expect(painted).toEqual([1, 2, 3, 4]);
    turns.shift()!();
    expect(painted).toEqual([1, 2, 3, 4, 5]);
    expect(turns).toHaveLength(0); // nothing left: no further turn
  });

  it('always paints at least one tile per turn, and starts again when more arrive', () => {
    let clock = 0;
    const turns: (() => void)[] = [];
    const painted: string[] = [];
    const paint = createPaintQueue(8, (run) => turns.push(run), () => clock);
    paint(() => {
      painted.push('slow');
      clock += 50;
    });
    turns.shift()!();
    expect(painted).toEqual(['slow']);
    paint(() => painted.push('next'));
    expect(turns).toHaveLength(1);
    turns.shift()!();
    expect(painted).toEqual(['slow', 'next']);
  });
});
