/** Haven-bag themes and furniture, mounts, titles. */
import type { HavenbagFurniture, HavenbagTheme, Mount, Title } from '../src/types.ts';
import { type Demo, fx, t } from './util.ts';

export const havenbagThemes: Demo<HavenbagTheme>[] = [
  { id: 1, name: t('Chaumière des Plaines', 'Plains Cottage'), mapId: 8001 },
  { id: 2, name: t('Grotte des Brumes', 'Misty Grotto'), mapId: 8002 },
];

/** [themeId, layerId, fr, en, blocksMovement, cellsWidth, cellsHeight] */
const FURNITURE: [number, 0 | 1 | 2, string, string, boolean, number, number][] = [
  [1, 0, 'Tapis tressé', 'Braided rug', false, 2, 2],
  [1, 0, 'Dalle de pierre', 'Stone slab', false, 1, 1],
  [1, 1, 'Table de ferme', 'Farmhouse table', true, 2, 1],
  [1, 1, 'Tabouret bancal', 'Wobbly stool', true, 1, 1],
  [1, 1, 'Coffre à laine', 'Wool chest', true, 1, 1],
  [1, 2, 'Guirlande de seigle', 'Rye garland', false, 1, 1],
  [1, 2, 'Lanterne pendue', 'Hanging lantern', false, 1, 1],
  [2, 0, 'Mousse luisante', 'Glowing moss', false, 2, 2],
  [2, 1, 'Rocher creusé', 'Hollowed rock', true, 2, 2],
  [2, 1, 'Banc de corail', 'Coral bench', true, 2, 1],
  [2, 2, 'Stalactite cristalline', 'Crystal stalactite', false, 1, 1],
  [2, 2, 'Rideau de brume', 'Mist curtain', false, 1, 1],
];
export const havenbagFurnitures: HavenbagFurniture[] = FURNITURE.map(
  ([themeId, layerId, fr, en, blocksMovement, cellsWidth, cellsHeight], index) => ({
    id: 100 + index,
    themeId,
    typeId: layerId + 1,
    elementId: 5000 + index,
    layerId,
    name: t(fr, en),
    blocksMovement,
    isStackable: layerId === 1,
    cellsWidth,
    cellsHeight,
  }),
);

/** familyId: 1 Dragoturkey, 5 Muldo, 6 Volkorne (the three breeding trackers). */
export const mounts: Demo<Mount>[] = [
  {
    id: 1,
    familyId: 1,
    name: t('Dragodinde Caramel et Brume', 'Caramel and Mist Dragoturkey'),
    effects: [fx('vitality', 100), fx('strength', 40)],
  },
  {
    id: 2,
    familyId: 1,
    name: t('Dragodinde Cendre', 'Ash Dragoturkey'),
    effects: [fx('vitality', 100), fx('intelligence', 40)],
  },
  {
    id: 3,
    familyId: 1,
    name: t('Dragodinde Cendre et Caramel', 'Ash and Caramel Dragoturkey'),
    effects: [fx('vitality', 150), fx('strength', 20), fx('intelligence', 20)],
  },
  {
    id: 11,
    familyId: 5,
    name: t('Muldo Lilas', 'Lilac Muldo'),
    effects: [fx('vitality', 100), fx('agility', 40)],
  },
  {
    id: 12,
    familyId: 5,
    name: t('Muldo Ardoise', 'Slate Muldo'),
    effects: [fx('vitality', 100), fx('chance', 40)],
  },
  {
    id: 21,
    familyId: 6,
    name: t('Volkorne Braise', 'Ember Volkorne'),
    effects: [fx('vitality', 100), fx('fireDamage', 10)],
  },
  {
    id: 22,
    familyId: 6,
    name: t('Volkorne Givre', 'Frost Volkorne'),
    effects: [fx('vitality', 100), fx('waterDamage', 10)],
  },
];

export const titles: Demo<Title>[] = [
  {
    id: 1,
    name: t('Tondeur de Broutards', 'Grazer Shearer'),
    nameFemale: t('Tondeuse de Broutards', 'Grazer Shearer'),
    categoryId: 1,
    visible: true,
  },
  {
    id: 2,
    name: t('Chasseur d’Indices', 'Clue Hunter'),
    nameFemale: t('Chasseuse d’Indices', 'Clue Huntress'),
    categoryId: 1,
    visible: true,
  },
  {
    id: 3,
    name: t('Maître du Vent Sec', 'Master of the Dry Wind'),
    nameFemale: t('Maîtresse du Vent Sec', 'Mistress of the Dry Wind'),
    categoryId: 2,
    visible: true,
  },
  { id: 4, name: t('Pèlerin Lunaire', 'Lunar Pilgrim'), categoryId: 2, visible: false },
];
