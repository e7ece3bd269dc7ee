import { describe, expect, it } from 'vitest';
import {
  buildClueGrid,
  clueMatchScore,
  editDistance,
  isPhorreur,
  mapsAhead,
  normalizeClueText,
  parsePosition,
  searchClues,
  splitTypedPosition,
  travelCommand,
} from './treasure-hunt';

const grid = buildClueGrid([
  { id: 10, posX: 1, posY: 0, clueIds: [] },
  { id: 11, posX: 3, posY: 0, clueIds: [848, 849] },
  { id: 12, posX: 5, posY: 0, clueIds: [849] },
  { id: 13, posX: 5, posY: 0, clueIds: [850] },
  { id: 14, posX: 11, posY: 0, clueIds: [851] },
  { id: 15, posX: 0, posY: -4, clueIds: [852] },
  { id: 16, posX: 0, posY: 2, clueIds: [853] },
  { id: 17, posX: -10, posY: 0, clueIds: [854] },
]);

describe('the next clue within 10 maps', () => {
  it('lists the maps holding clues ahead, nearest first, with their distance', () => {
    expect(mapsAhead(grid, { x: 0, y: 0 }, 0).map((m) => [m.id, m.distance])).toEqual([
      [11, 3],
      [12, 5],
      [13, 5],
    ]);
  });

  it('answers the nearest map holding the chosen clue only', () => {
    expect(mapsAhead(grid, { x: 0, y: 0 }, 0, 849)).toEqual([{ id: 11, posX: 3, posY: 0, clueIds: [848, 849], distance: 3 }]);
    expect(mapsAhead(grid, { x: 4, y: 0 }, 0, 849).map((m) => m.id)).toEqual([12]);
  });

  it('looks no further than 10 maps', () => {
    expect(mapsAhead(grid, { x: 0, y: 0 }, 0, 851)).toEqual([]);
    expect(mapsAhead(grid, { x: 1, y: 0 }, 0, 851).map((m) => m.distance)).toEqual([10]);
    expect(mapsAhead(grid, { x: 0, y: 0 }, 4, 854).map((m) => m.posX)).toEqual([-10]);
  });

  it('walks north towards smaller y and south towards larger y', () => {
    expect(mapsAhead(grid, { x: 0, y: 0 }, 6).map((m) => m.id)).toEqual([15]);
    expect(mapsAhead(grid, { x: 0, y: 0 }, 2).map((m) => m.id)).toEqual([16]);
  });

  it('never answers the start map itself', () => {
    expect(mapsAhead(grid, { x: 3, y: 0 }, 0, 848)).toEqual([]);
  });
});

describe('pasted positions', () => {
  it.each([
    ['[-20,-36]', -20, -36],
    ['-20,-36', -20, -36],
    ['/travel -20 -36', -20, -36],
    ['/travel -20,-36', -20, -36],
    [' [ 4 , 12 ] ', 4, 12],
    ['x: 7 y: −3', 7, -3],
    ['Position: 0,-0', 0, 0],
  ])('reads %s', (text, x, y) => {
    expect(parsePosition(text)).toEqual({ x, y });
  });

  it('refuses text without two numbers', () => {
    expect(parsePosition('/travel')).toBeNull();
    expect(parsePosition('-20')).toBeNull();
    expect(parsePosition('')).toBeNull();
  });

  // Typed one key at a time into one field: "-20,-3" must not be taken for the whole position.
  it.each([
    ['-20,', -20, ''],
    ['-20,-3', -20, '-3'],
    ['5, -14', 5, '-14'],
    ['[4;12]', 4, '12'],
    ['/travel -20 -', -20, '-'],
    ['−7 ', -7, ''],
  ])('splits %s typed into one field', (text, x, rest) => {
    expect(splitTypedPosition(text)).toEqual({ x, rest });
  });

  it('does not split a single coordinate being typed', () => {
    for (const text of ['-', '-20', '', '/travel', '12a']) expect(splitTypedPosition(text)).toBeNull();
  });

  it('writes the travel command the game understands', () => {
    expect(travelCommand({ x: -20, y: -36 })).toBe('/travel -20,-36');
  });
});

const names = ['Affiche de carte au trésor', 'Aiguille à coudre', 'Œuf de Tofu', 'Ancre dorée', 'Épée prise dans la roche', 'Cœur en bois'];
const pick = (typed: string) => searchClues(typed, names, (n) => n)[0];

describe('the clue picker', () => {
  it('ignores accents, case and the œ ligature', () => {
    expect(normalizeClueText('Œuf de Tofu')).toBe('oeuf de tofu');
    expect(pick('EPEE')).toBe('Épée prise dans la roche');
    expect(pick('oeuf')).toBe('Œuf de Tofu');
    expect(pick('coeur')).toBe('Cœur en bois');
  });

  it('forgives small typos and swapped letters', () => {
    expect(pick('aigulle')).toBe('Aiguille à coudre');
    expect(pick('ancer doree')).toBe('Ancre dorée');
    expect(pick('afiche carte')).toBe('Affiche de carte au trésor');
  });

  it('matches words in any order and while the last word is being typed', () => {
    expect(pick('roche epe')).toBe('Épée prise dans la roche');
    expect(pick('carte au tr')).toBe('Affiche de carte au trésor');
  });

  it('puts a name starting with the text before names merely containing it', () => {
    expect(searchClues('a', ['Pierre à feu', 'Ancre dorée'], (n) => n)).toEqual(['Ancre dorée', 'Pierre à feu']);
  });

  it('does not match unrelated names', () => {
    expect(clueMatchScore('dragon', 'Ancre dorée')).toBeUndefined();
    expect(searchClues('xyz', names, (n) => n)).toEqual([]);
  });

  it('counts a swap of two letters as one typo', () => {
    expect(editDistance('ancer', 'ancre')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('Phorreur steps', () => {
  it.each(['Phorreur', 'phoreur', 'Forreur', 'Phorreur sournois', 'PHORREUR BAVEUX', 'phorreure'])('recognises %s', (text) => {
    expect(isPhorreur(text)).toBe(true);
  });

  it('does not take a map decoration for the Phorreur', () => {
    for (const name of names) expect(isPhorreur(name)).toBe(false);
    expect(isPhorreur('Fourreau')).toBe(false);
  });
});
