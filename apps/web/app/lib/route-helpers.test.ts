import { describe, expect, it } from 'vitest';
import { gameId, numericId } from './route-helpers';

const status = (read: () => unknown) => {
  try {
    read();
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
};

describe('route ids', () => {
  it('a game id may be negative (the monster race -1), anything else not an integer is a 404', () => {
    expect(gameId('-1')).toBe(-1);
    expect(gameId('12')).toBe(12);
    for (const bad of ['', '1.5', 'abc', '--1', '1e3', '12345678901', undefined]) expect(status(() => gameId(bad))).toBe(404);
  });

  it('a record id is never negative', () => {
    expect(numericId('7')).toBe(7);
    expect(status(() => numericId('-1'))).toBe(404);
  });
});
