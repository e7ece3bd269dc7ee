import { describe, expect, it } from 'vitest';
import { editLinkPath, secretFromHash } from './edit-link';

describe('guest edit link', () => {
  it('puts the secret in the fragment of the editor link, never in the path or query', () => {
    expect(editLinkPath('fr', 'Qm9va2VkX2lkX29mXzE2Qg', 'a-b_c')).toBe(
      '/fr/tools/stuff/editor/Qm9va2VkX2lkX29mXzE2Qg#secret=a-b_c',
    );
    expect(editLinkPath('en', 'Qm9va2VkX2lkX29mXzE2Qg', 'x/y+z')).toBe(
      '/en/tools/stuff/editor/Qm9va2VkX2lkX29mXzE2Qg#secret=x%2Fy%2Bz',
    );
  });

  it('reads the secret back from the fragment', () => {
    expect(secretFromHash('#secret=a-b_c')).toBe('a-b_c');
    expect(secretFromHash('secret=x%2Fy%2Bz')).toBe('x/y+z');
    expect(
      secretFromHash(new URL(`http://host${editLinkPath('en', 'Qm9va2VkX2lkX29mXzE2Qg', 'x/y+z')}`).hash),
    ).toBe('x/y+z');
  });

  it('finds no secret in an empty or unrelated fragment', () => {
    expect(secretFromHash('')).toBeNull();
    expect(secretFromHash('#top')).toBeNull();
    expect(secretFromHash('#secret=')).toBeNull();
  });
});
