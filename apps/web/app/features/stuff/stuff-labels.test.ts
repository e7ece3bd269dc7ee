import { describe, expect, it } from 'vitest';
import { CHARACTERISTIC as C } from '@grimoire/rules';
import { suggestedElements, toggled, STUFF_TAGS } from './stuff-labels';

describe('stuff labels', () => {
  it('proposes each element whose characteristic reaches half of the highest', () => {
    expect(suggestedElements({ [C.strength]: 800, [C.agility]: 400, [C.chance]: 399 })).toEqual(['earth', 'air']);
    expect(suggestedElements({ [C.intelligence]: 950 })).toEqual(['fire']);
  });

  it('proposes nothing for a build without element characteristics', () => {
    expect(suggestedElements({ [C.vitality]: 3000 })).toEqual([]);
    expect(suggestedElements({ [C.strength]: -50 })).toEqual([]);
  });

  it('toggles a tag in the canonical order', () => {
    expect(toggled(['koliseum'], 'pvm', STUFF_TAGS)).toEqual(['pvm', 'koliseum']);
    expect(toggled(['pvm', 'koliseum'], 'pvm', STUFF_TAGS)).toEqual(['koliseum']);
  });
});
