import { describe, expect, it } from 'vitest';
import { isPlaceholderName } from './placeholders.ts';

describe('test and placeholder records', () => {
  it('finds unresolved text ids and names without a letter in any table', () => {
    expect(isPlaceholderName('monsters', '[UNKNOWN_TEXT_ID_0]')).toBe(true);
    expect(isPlaceholderName('items', '. . . . .')).toBe(true);
    expect(isPlaceholderName('titles', '...')).toBe(true);
    expect(isPlaceholderName('items', 'Cadeau Donjons Beta-Test DOFUS 2.0')).toBe(false);
  });

  it('finds developers\' test spells and challenges, never a real name that contains "test"', () => {
    for (const name of ['[TEST]Poizon', 'Brume de test', 'test-mille', 'Test', 'Le cheat des dev\'s', 'Bon.. wip (déclenché)', 'Sort Groug 3-1 (inutilisé pour test)'])
      expect(isPlaceholderName(name.includes('cheat') ? 'challenges' : 'spells', name), name).toBe(true);
    for (const name of ['Tempête de Puissance', 'Testé et approuvé', 'Protestation', 'Zombie'])
      expect(isPlaceholderName('spells', name), name).toBe(false);
    expect(isPlaceholderName('quests', 'Crache Test')).toBe(false);
  });
});
