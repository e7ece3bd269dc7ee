import { describe, expect, it } from 'vitest';
import { gameTextLinks, parseGameText, plainGameText } from './game-text';

const EN = 'Bonuses are increased by 125% on creatures in the {{monsterRace,175::Soul-Blaze}} family.';

describe('game text markup', () => {
  it('splits a text into plain parts and links', () => {
    expect(parseGameText(EN)).toEqual([
      { text: 'Bonuses are increased by 125% on creatures in the ' },
      { text: 'Soul-Blaze', kind: 'monsterRace', id: 175 },
      { text: ' family.' },
    ]);
  });

  it('reads as plain text without the raw markup', () => {
    expect(plainGameText(EN)).toBe('Bonuses are increased by 125% on creatures in the Soul-Blaze family.');
    expect(plainGameText('Récolte : +125% d’Avoine')).toBe('Récolte : +125% d’Avoine');
    expect(gameTextLinks(EN)).toEqual({ monsterRace: [175] });
  });
});
