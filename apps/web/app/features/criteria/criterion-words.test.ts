import { CRITERION_WORDS } from '@grimoire/rules';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

describe('condition words', () => {
  it('are the same on the pages and in the API (criterion service, achievement objectives)', () => {
    expect(fr).toEqual(CRITERION_WORDS.fr);
    expect(en).toEqual(CRITERION_WORDS.en);
  });
});
