import { describe, expect, it } from 'vitest';
import { englishColours } from './elevagesimu.ts';

describe('englishColours (elevagesimu mounts)', () => {
  const enByItem = new Map([
    [1, 'Ebony Dragoturkey'],
    [2, 'Almond and Golden Dragoturkey'],
    [3, 'Indigo Seemyool'],
    [4, 'Golden Dragoturkey'],
  ]);
  const enFamilyByItem = new Map([
    [1, 'Dragoturkey'],
    [2, 'Dragoturkey'],
    [3, 'Seemyool'],
    [4, 'Dragoturkey'],
  ]);

  it("learns a colour's English from a one-colour mount's name, without the family word", () => {
    const colours = englishColours(
      [
        { family: 'dragodinde', colors: ['Ébène'], itemId: 1 },
        { family: 'dragodinde', colors: ['Amande', 'Dorée'], itemId: 2 },
        { family: 'muldo', colors: ['Indigo'], itemId: 3 },
        { family: 'dragodinde', colors: ['Dorée'], itemId: 4 },
      ],
      enByItem,
      enFamilyByItem,
    );
    expect(Object.fromEntries(colours)).toEqual({ Ébène: 'Ebony', Indigo: 'Indigo', Dorée: 'Golden' });
  });

  it('names no colour two mounts would name differently, nor one without an English name', () => {
    const colours = englishColours(
      [
        { family: 'dragodinde', colors: ['Ébène'], itemId: 1 },
        { family: 'dragodinde', colors: ['Ébène'], itemId: 4 },
        { family: 'dragodinde', colors: ['Prune'], itemId: 99 },
      ],
      enByItem,
      enFamilyByItem,
    );
    expect(colours.size).toBe(0);
  });
});
