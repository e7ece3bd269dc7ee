import { describe, expect, it } from 'vitest';
import { optionLabels } from './option-labels';

describe('optionLabels', () => {
  it('reads strings, value/label pairs and groups', () => {
    const labels = optionLabels([
      'Épée',
      { value: '2', label: 'Arc' },
      { group: 'Ressources', items: [{ value: '48', label: 'Pierre' }, 'Bois'] },
    ]);
    expect(Object.fromEntries(labels)).toEqual({ Épée: 'Épée', 2: 'Arc', 48: 'Pierre', Bois: 'Bois' });
  });
});
