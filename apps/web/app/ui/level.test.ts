import { describe, expect, it } from 'vitest';
import { levelText } from './level';

describe('levelText', () => {
  it('shows a known level and "—" for an unknown one, never 0', () => {
    expect(levelText(200)).toBe('200');
    expect(levelText(0)).toBe('—');
    expect(levelText(undefined)).toBe('—');
    expect(levelText(null)).toBe('—');
  });
});
