import { describe, expect, it } from 'vitest';
import { middlePoint } from './cells';
import { forgivingFilter } from './MapFinders';
import { resourceChoices, resourceLayer, type HarvestItem } from './resource-layer';

const item = (id: number, fr: string, en: string, typeId: number, missing?: string[]): HarvestItem => ({
  id,
  name: { fr, en },
  typeId,
  ...(missing ? { missingTranslations: missing } : {}),
});
const items = new Map(
  [
    item(303, 'Bois de Frêne', 'Ash Wood', 38),
    item(289, 'Blé', 'Wheat', 36),
    // The game's ~30 boxes of one name: one choice.
    item(25054, 'Boîte de Rékloot', 'Box of Harvloot', 226),
    item(25049, 'Boîte de Rékloot', 'Box of Harvloot', 226),
    item(26373, 'Oktapodas Ink', 'Oktapodas Ink', 15, ['fr']),
  ].map((entry) => [entry.id, entry]),
);
const types: Record<number, string> = { 38: 'Bois', 36: 'Céréale', 226: 'Objet de Temporis', 15: 'Ressources diverses' };
const typeName = (id: number | undefined) => types[id ?? -1] ?? '';
const subAreas = [
  { id: 1, harvestables: [303, 289] },
  { id: 2, harvestables: [25054, 26373] },
  { id: 3, harvestables: [25049] },
  { id: 4, harvestables: [303] }, // in Incarnam
  { id: 5, harvestables: [999] }, // an item the data does not hold
];
const worldOf = (id: number) => (id === 4 ? 2 : 1);
const worlds = [
  { id: 1, name: 'Monde des Douze', maps: 10 },
  { id: 2, name: 'Incarnam', maps: 5 },
];

describe('the resource picker of the map', () => {
  it('offers each resource once under its type, a French page marking an English-only name', () => {
    const choices = resourceChoices(subAreas.slice(0, 3), items, typeName, 'fr');
    expect(choices).toEqual([
      { id: 303, name: 'Bois de Frêne', type: 'Bois' },
      { id: 289, name: 'Blé', type: 'Céréale' },
      { id: 25049, name: 'Boîte de Rékloot', type: 'Objet de Temporis' },
      { id: 26373, name: 'Oktapodas Ink (EN)', type: 'Ressources diverses' },
    ]);
  });

  it("lights the sub-areas of this world holding it and names the other worlds that do", () => {
    expect(resourceLayer(303, subAreas, items, worldOf, 1, worlds, 'fr')).toEqual({
      id: 303,
      name: 'Bois de Frêne',
      subAreaIds: [1],
      elsewhere: [{ world: 2, name: 'Incarnam', subAreas: 1 }],
    });
    // A box stands for every box of its name.
    expect(resourceLayer(25049, subAreas, items, worldOf, 1, worlds, 'en')?.subAreaIds).toEqual([2, 3]);
  });

  it('answers nothing for an item no sub-area holds, or one the data does not know', () => {
    expect(resourceLayer(999, subAreas, items, worldOf, 1, worlds, 'fr')).toBeNull();
    expect(resourceLayer(289, [{ id: 9, harvestables: [] }], items, worldOf, 1, worlds, 'fr')).toBeNull();
  });
});

describe('finding on the map', () => {
  it('shows a sub-area at its own map nearest its middle, never at a gap of a ring', () => {
    const ring = [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 0, y: 2 },
      { x: 2, y: 2 },
      { x: 1, y: 0 },
    ];
    expect(middlePoint(ring)).toEqual({ x: 1, y: 0 });
    expect(middlePoint([])).toBeNull();
  });

  it('searches names without accents and within each group of resources', () => {
    const options = [
      { group: 'Bois', items: [{ value: '303', label: 'Bois de Frêne' }, { value: '1', label: 'Bois de Chêne' }] },
      { group: 'Céréale', items: [{ value: '289', label: 'Blé' }] },
    ];
    const found = forgivingFilter({ options, search: 'frene', limit: 10 });
    expect(found).toEqual([{ group: 'Bois', items: [{ value: '303', label: 'Bois de Frêne' }] }]);
    const flat = forgivingFilter({ options: [{ value: '7', label: 'Plaine des Scarafeuilles' }], search: 'scarafeuil', limit: 10 });
    expect(flat).toEqual([{ value: '7', label: 'Plaine des Scarafeuilles' }]);
  });
});
