import { describe, expect, it } from 'vitest';
import type { CluePack } from '@grimoire/server/client';
import { aheadOffline, isNetworkFailure, offlineClues } from './offline';

const pack: CluePack = {
  worldMap: 1,
  version: 'v1',
  generatedAt: '2026-11-20T10:00:00.000Z',
  hintsUpdatedAt: '2026-11-25T08:30:00.000Z',
  bounds: { minX: -10, maxX: 10, minY: -10, maxY: 10 },
  maps: [
    [101, 0, -2, 850, 851],
    [102, 0, -2, 852],
    [103, 0, -5, 850],
    [104, 3, 0, 860],
  ],
};

describe('the hunt answered from the kept clue data', () => {
  const clues = offlineClues(pack);

  it('gives each direction its maps holding clues, nearest first, as the API does', () => {
    const ahead = aheadOffline(clues, { x: 0, y: 0 });
    if ('outside' in ahead) throw new Error('inside the world');
    expect(ahead[6].map((m) => [m.id, m.distance, m.clueIds])).toEqual([
      [101, 2, [850, 851]],
      [102, 2, [852]],
      [103, 5, [850]],
    ]);
    expect(ahead[0].map((m) => [m.id, m.distance])).toEqual([[104, 3]]);
    expect(ahead[2]).toEqual([]);
    expect(ahead[4]).toEqual([]);
  });

  it('says a position off the world is off it, with the extent', () => {
    expect(aheadOffline(clues, { x: 11, y: 0 })).toEqual({ outside: pack.bounds });
  });

  it('dates the data by the latest of the game data and the hints', () => {
    expect(clues.updatedAt).toBe('2026-11-25T08:30:00.000Z');
    expect(offlineClues({ ...pack, hintsUpdatedAt: undefined }).updatedAt).toBe('2026-11-20T10:00:00.000Z');
  });

  it('tells a network failure from an answer of the server', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure({ code: 404, message: 'No clue found' })).toBe(false);
  });
});
