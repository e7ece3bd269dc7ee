import type { Area, MapPosition, SubArea, World } from '@grimoire/gamedata/types';
import { describe, expect, it } from 'vitest';
import { worldChoices } from './world-names';

const map = (id: number, subAreaId: number) =>
  ({ id, posX: id, posY: 0, worldMap: 0, subAreaId }) as MapPosition;
const subArea = (id: number, areaId: number) => ({ id, areaId }) as SubArea;
const area = (id: number, fr: string, en: string) => ({ id, name: { fr, en } }) as Area;

describe('the world picker of the map', () => {
  const index = {
    worlds: [
      { id: 1, name: { fr: 'Monde des Douze', en: 'World of Twelve' } },
      { id: 12 },
      { id: 13 },
      { id: 14 },
      { id: 15 },
      { id: 16 },
      { id: 17 },
    ] as World[],
    mapsByWorld: new Map<number, MapPosition[]>([
      [1, [map(1, 10), map(2, 10)]],
      // Mostly Frigost, a few maps of Astrub: named Frigost.
      [12, [map(3, 20), map(4, 20), map(5, 20), map(6, 10)]],
      // Two worlds that are both mostly Otomai's island: told apart by their number.
      [13, [map(7, 30)]],
      [14, [map(8, 30), map(9, 30)]],
      // Maps in no known sub-area: the world's number, in words.
      [15, [map(10, 99)]],
      // An area the data leaves unnamed: its sub-area's name.
      [16, [map(11, 40), map(12, 40)]],
      // A sub-area named only in French: kept, with the site's mark, on an English page.
      [17, [map(13, 50)]],
      // No map at all: not offered.
    ]),
    subAreas: [
      subArea(10, 1),
      subArea(20, 2),
      subArea(30, 3),
      {
        id: 40,
        areaId: 48,
        name: { fr: 'Bastion des froides légions', en: 'Cold Legions Bastion' },
      } as SubArea,
      { id: 50, areaId: 49, level: 200, name: { fr: 'Tannerie Écarlate', en: 'Tannerie Écarlate' }, missingTranslations: ['en'] } as SubArea,
      { id: 99, areaId: 60, level: 190 } as SubArea,
    ],
    areas: [
      area(1, 'Astrub', 'Astrub'),
      area(2, 'Frigost', 'Frigost'),
      area(3, "Île d'Otomaï", "Otomai's island"),
    ],
  };

  it('names the worlds the game leaves unnamed after the area holding most of their maps, never "#12"', () => {
    const worlds = worldChoices(index, 'en', (id, levels) => `World ${id}${levels ? ` (level ${levels})` : ''}`);
    expect(worlds.map((world) => world.name)).toEqual([
      'World of Twelve',
      'Frigost',
      "Otomai's island (14)",
      'Cold Legions Bastion',
      "Otomai's island (13)",
      'World 15 (level 190)',
      'Tannerie Écarlate (FR)',
    ]);
    expect(worldChoices(index, 'fr', (id) => `Monde ${id}`)[1]!.name).toBe('Frigost');
    expect(worldChoices(index, 'fr', (id) => `Monde ${id}`).at(-1)!.name).toBe('Tannerie Écarlate');
    expect(worlds.some((world) => world.name.startsWith('#'))).toBe(false);
  });
});
