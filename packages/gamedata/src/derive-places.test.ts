import { describe, expect, it } from 'vitest';
import { matchAreasByPlaceWords, matchSubAreaNames } from './derive-places.ts';
import { finalize } from './finalize.ts';
import type { Rec } from './util/io.ts';

const monsterNames = (rows: [number, string[]][]) => new Map(rows);

describe('sub-area names from the places their monsters list', () => {
  it('names a sub-area after the place most of its monsters list', () => {
    const names = monsterNames([
      [1, ['Coin des Bouftous']],
      [2, ['Coin des Bouftous']],
      [3, ['Tainéla']],
    ]);
    expect(matchSubAreaNames(new Map([[5, [1, 2, 3]]]), names)).toEqual(new Map([[5, 'Coin des Bouftous']]));
  });

  it('gives no name on a tie or below half similarity', () => {
    const names = monsterNames([
      [1, ['A']],
      [2, ['B']],
      [3, ['C']],
      [4, ['C']],
      [5, ['D']],
      [6, ['E']],
      [7, ['F']],
    ]);
    // 1–2: A and B tie; 3–7: C is best but shares only 2 of 5 monsters.
    expect(
      matchSubAreaNames(
        new Map([
          [10, [1, 2]],
          [11, [3, 4, 5, 6, 7]],
        ]),
        names,
      ),
    ).toEqual(new Map());
  });

  it('gives a name only to the sub-area it fits best (mutual best match)', () => {
    const names = monsterNames([
      [20, ['Plaine']],
      [21, ['Plaine']],
    ]);
    const subAreas = new Map([
      [4, [20]],
      [5, [20, 21]],
    ]);
    expect(matchSubAreaNames(subAreas, names)).toEqual(new Map([[5, 'Plaine']]));
  });
});

describe('area names from the proper names their sub-areas bear', () => {
  const areas = new Map([
    [18, ["Cité d'Astrub", "Forêt d'Astrub", 'Tainéla']],
    [8, ['Massif de Cania', 'Lac de Cania', 'Bois de Litneg']],
    [5, ['Sufokia', 'Rivage sufokien']],
    [63, ['Ancienne Sufokia']],
  ]);

  it('names an area after the zone its sub-areas are named for', () => {
    const names = matchAreasByPlaceWords(areas, ['Astrub', 'Plaines de Cania', 'Île de Moon']);
    expect(names).toEqual(new Map([[18, 'Astrub'], [8, 'Plaines de Cania']]));
  });

  it('leaves an area unnamed when two areas bear the zone equally', () => {
    expect(matchAreasByPlaceWords(areas, ['Baie de Sufokia']).size).toBe(0);
  });
});

describe('namePlaces (through finalize)', () => {
  const cols = (): Map<string, Map<number, Rec>> => {
    const byId = (list: Rec[]) => new Map(list.map((r) => [r.id as number, r]));
    return new Map([
      [
        'subareas',
        byId([
          { id: 10, areaId: 0, mapIds: [100], monsterIds: [1, 2] },
          { id: 11, areaId: 0, mapIds: [110], monsterIds: [3, 4] },
          { id: 12, areaId: 7, mapIds: [120], monsterIds: [5] },
          { id: 14, areaId: 7, mapIds: [140], monsterIds: [6] },
          { id: 15, areaId: 9, mapIds: [150], monsterIds: [7] },
        ]),
      ],
      ['areas', byId([{ id: 0 }, { id: 7 }, { id: 9 }])],
      [
        'monsters',
        byId([
          { id: 1, name: { fr: 'Bouftou' }, subAreaIds: [10], areaNames: [{ fr: 'Coin des Bouftous' }] },
          { id: 2, name: { fr: 'Bouftou noir' }, subAreaIds: [10], areaNames: [{ fr: 'Coin des Bouftous' }] },
          {
            id: 3,
            name: { fr: 'Larve' },
            subAreaIds: [11],
            areaNames: [{ fr: 'Champ des Ingalsse' }, { fr: 'Coin des Bouftous' }],
          },
          { id: 4, name: { fr: 'Pissenlit' }, subAreaIds: [11], areaNames: [{ fr: 'Champ des Ingalsse' }] },
          {
            id: 5,
            name: { fr: 'Scarafeuille' },
            subAreaIds: [12],
            areaNames: [{ fr: 'Plaine des Scarafeuilles' }],
          },
          {
            id: 6,
            name: { fr: 'Bouftou Royal' },
            subAreaIds: [14],
            areaNames: [{ fr: 'Cour du Bouftou Royal' }],
          },
          { id: 7, name: { fr: 'Tofu' }, subAreaIds: [15], areaNames: [{ fr: 'Lieu A' }, { fr: 'Lieu B' }] },
        ]),
      ],
      ['dungeons', byId([{ id: 2, name: { fr: 'Cour du Bouftou Royal', en: "Royal Gobball's Court" } }])],
      ['_zaap-names', byId([{ id: 100, name: { fr: "Village d'Amakna" } }])],
      [
        '_metamob-places',
        byId([
          {
            id: 0,
            areas: [{ fr: 'Amakna', en: 'Amakna', es: 'Amakna' }],
            subAreas: [
              {
                name: { fr: 'Champ des Ingalsse', en: "Ingalsses' Fields" },
                areaName: { fr: 'Amakna', en: 'Amakna' },
              },
            ],
          },
        ]),
      ],
      [
        '_capture-zones',
        byId([
          { id: 0, list: [{ subArea: { fr: 'Plaine des Scarafeuilles' }, area: { fr: 'Baie de Sufokia' } }] },
        ]),
      ],
      [
        'mount-families',
        byId([
          {
            id: 1,
            key: 'dragodinde',
            name: { fr: 'Dragodinde', en: 'Dragoturkey' },
            captureZone: {
              subArea: { fr: 'Champ des Ingalsse' },
              area: { fr: 'Amakna' },
              nearestZaap: { name: { fr: 'Lieu inconnu' }, coords: [1, 2] },
              xRange: [0, 1],
              yRange: [0, 1],
              levels: [1, 2],
              monsterIds: [],
            },
          },
        ]),
      ],
    ]);
  };
  const run = () => {
    const { collections } = finalize(cols());
    const get = (name: string, id: number) => (collections.get(name) as Rec[]).find((r) => r.id === id);
    return { collections, get };
  };

  it('takes a zaap name over the monster vote, and gives the vote to the other sub-areas', () => {
    const { get } = run();
    expect(get('subareas', 10)?.name).toEqual({ fr: "Village d'Amakna", en: "Village d'Amakna" });
    expect(get('subareas', 11)?.name).toEqual({ fr: 'Champ des Ingalsse', en: "Ingalsses' Fields" });
    expect(get('subareas', 12)?.name).toMatchObject({ fr: 'Plaine des Scarafeuilles' });
  });

  it('translates from Metamob and from a dungeon of the same French name', () => {
    const { get } = run();
    expect(get('subareas', 11)?.missingTranslations).toBeUndefined();
    expect(get('subareas', 14)?.name).toEqual({ fr: 'Cour du Bouftou Royal', en: "Royal Gobball's Court" });
    expect(get('subareas', 12)?.missingTranslations).toEqual(['en']);
  });

  it("gives a breeding capture zone the other languages of the places of the same French name, and keeps a name no place carries French", () => {
    const { get } = run();
    const zone = get('mount-families', 1)?.captureZone as Rec;
    expect(zone.subArea).toEqual({ fr: 'Champ des Ingalsse', en: "Ingalsses' Fields" });
    expect(zone.area).toEqual({ fr: 'Amakna', en: 'Amakna', es: 'Amakna' });
    expect((zone.nearestZaap as Rec).name).toEqual({ fr: 'Lieu inconnu' });
  });

  it('names areas by the zone of their named sub-areas, and keeps unnamed places for their structure', () => {
    const { get } = run();
    expect(get('areas', 0)?.name).toEqual({ fr: 'Amakna', en: 'Amakna', es: 'Amakna' });
    expect(get('areas', 7)?.name).toMatchObject({ fr: 'Baie de Sufokia' });
    expect(get('areas', 9)).toEqual({ id: 9 });
    expect(get('subareas', 15)).toEqual({ id: 15, areaId: 9, mapIds: [150], monsterIds: [7] });
  });

  it("drops a monster's free-text place once it is a named sub-area of that monster", () => {
    const { get } = run();
    expect(get('monsters', 3)?.areaNames).toEqual([{ fr: 'Coin des Bouftous' }]);
    expect(get('monsters', 4)?.areaNames).toBeUndefined();
    expect(get('monsters', 7)?.areaNames).toHaveLength(2);
  });
});
