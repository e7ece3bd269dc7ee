import { describe, expect, it } from 'vitest';
import { boardErrorKey } from './errors';

describe('board error messages', () => {
  it('names the refused field, a second vote, a rate limit, and gone records', () => {
    expect(boardErrorKey({ code: 400, errors: { server: { key: 'unknown-server' } } })).toBe('boards.errors.unknownServer');
    expect(boardErrorKey({ code: 409, data: { key: 'already-voted' } })).toBe('boards.errors.alreadyVoted');
    expect(boardErrorKey({ code: 429 })).toBe('errors.tooManyRequests');
    expect(boardErrorKey({ code: 404 })).toBe('boards.errors.gone');
    expect(boardErrorKey(new Error('network'))).toBe('errors.generic');
  });

  it('says a typed portal position no map stands on, whether beyond the bounds or off the world', () => {
    expect(boardErrorKey({ code: 400, errors: { posX: { key: 'maximum' } } })).toBe('boards.errors.unknownPosition');
    expect(boardErrorKey({ code: 400, errors: { posY: { key: 'minimum' } } })).toBe('boards.errors.unknownPosition');
    expect(boardErrorKey({ code: 400, errors: { posX: { key: 'unknown-position' } } })).toBe('boards.errors.unknownPosition');
    expect(boardErrorKey({ code: 400, errors: { slots: { key: 'maximum' } } })).toBe('boards.errors.outOfRange');
  });
});
