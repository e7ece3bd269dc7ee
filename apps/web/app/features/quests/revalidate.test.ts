import { describe, expect, it } from 'vitest';
import { onlyParamChanged } from './revalidate';

describe('quest page revalidation', () => {
  const url = (text: string) => new URL(text, 'http://x');
  it('skips the reload when only the player level changes', () => {
    expect(onlyParamChanged(url('/fr/database/quest/1?level=3'), url('/fr/database/quest/1?level=40'), 'level')).toBe(true);
    expect(onlyParamChanged(url('/fr/database/quest/1'), url('/fr/database/quest/1?level=40'), 'level')).toBe(true);
  });
  it('reloads for another quest or another parameter', () => {
    expect(onlyParamChanged(url('/fr/database/quest/1'), url('/fr/database/quest/2'), 'level')).toBe(false);
    expect(onlyParamChanged(url('/fr/database/quest/1?level=3'), url('/fr/database/quest/1?level=3&x=1'), 'level')).toBe(false);
  });
});
