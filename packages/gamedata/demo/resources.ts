/** Resources, crafted intermediates and consumables (the bottom of every recipe chain). */
import type { Item } from '../src/types.ts';
import { itemTypes } from './reference.ts';
import { type Demo, heal, t } from './util.ts';

/** Items as the demo writes them: recipeIds, dropMonsterIds and slot are derived by finalize. */
export type DemoItem = Omit<Demo<Item>, 'recipeIds' | 'dropMonsterIds' | 'slot'>;

export function superTypeOf(typeId: number): number {
  const type = itemTypes.find((candidate) => candidate.id === typeId);
  if (!type) throw new Error(`demo: unknown item type ${typeId}`);
  return type.superTypeId;
}

/** [id, typeId, level, fr, en, description fr, description en] */
const RESOURCES: [number, number, number, string, string, string, string][] = [
  [
    301,
    38,
    1,
    'Bois de Frênoir',
    'Ashblack Wood',
    'Un bois sombre qui sent la cendre tiède.',
    'A dark wood that smells of warm ash.',
  ],
  [
    302,
    39,
    1,
    'Minerai de Cuivrelune',
    'Mooncopper Ore',
    'Il luit faiblement les nuits de pleine lune.',
    'It glows faintly on full-moon nights.',
  ],
  [
    303,
    35,
    5,
    'Fleur de Brumecloche',
    'Mistbell Flower',
    'Elle tinte quand le brouillard se lève.',
    'It chimes when the fog rises.',
  ],
  [
    304,
    15,
    3,
    'Laine de Broutard',
    'Grazer Wool',
    'Douce, épaisse et légèrement pourpre.',
    'Soft, thick and slightly purple.',
  ],
  [
    305,
    15,
    20,
    'Plume de Piafrelon',
    'Hornetfinch Feather',
    'Rayée de jaune, elle bourdonne encore.',
    'Striped yellow, it still buzzes.',
  ],
  [
    306,
    58,
    10,
    'Seigle d’Ambre',
    'Amber Rye',
    'Une céréale dorée des plaines de Cendrelune.',
    'A golden cereal from the Cinder Moon plains.',
  ],
  [
    307,
    15,
    100,
    'Écaille de Crapaudin',
    'Toadling Scale',
    'Visqueuse, mais étonnamment solide.',
    'Slimy, yet surprisingly sturdy.',
  ],
  [
    308,
    15,
    45,
    'Croc de Loupiot',
    'Cubwolf Fang',
    'Petit, pointu et toujours un peu baveux.',
    'Small, sharp and always a little drooly.',
  ],
  [
    309,
    39,
    40,
    'Pierre de Sablune',
    'Sandmoon Stone',
    'Un minerai friable qui chante sous le marteau.',
    'A crumbly ore that sings under the hammer.',
  ],
  [
    310,
    15,
    150,
    'Poussière de Vent Sec',
    'Dry Wind Dust',
    'Elle ne retombe jamais tout à fait.',
    'It never quite settles.',
  ],
  [
    311,
    15,
    15,
    'Champignon Luisant',
    'Glowcap Mushroom',
    'Pratique pour lire la nuit, déconseillé en salade.',
    'Handy for reading at night, not for salads.',
  ],
  [
    312,
    15,
    60,
    'Corne de Bélier Broutard',
    'Grazer Ram Horn',
    'Torsadée comme un escalier de tour.',
    'Twisted like a tower staircase.',
  ],
];

/** Crafted resources: the middle step of the two-level chains (wood → plank → hat). */
const INTERMEDIATES: [number, number, number, string, string][] = [
  [351, 95, 10, 'Planche de Frênoir', 'Ashblack Plank'],
  [352, 40, 20, 'Lingot de Cuivrelune', 'Mooncopper Ingot'],
  [353, 15, 10, 'Fil de Broutard', 'Grazer Thread'],
  [354, 15, 30, 'Essence de Brumecloche', 'Mistbell Essence'],
];

export const resources: DemoItem[] = [
  ...RESOURCES.map(([id, typeId, level, fr, en, descFr, descEn]) => ({
    id,
    name: t(fr, en),
    description: t(descFr, descEn),
    level,
    typeId,
    superTypeId: superTypeOf(typeId),
    iconId: 30000 + id,
    effects: [],
  })),
  ...INTERMEDIATES.map(([id, typeId, level, fr, en]) => ({
    id,
    name: t(fr, en),
    description: t('Une ressource façonnée par un artisan.', 'A resource shaped by a craftsman.'),
    level,
    typeId,
    superTypeId: superTypeOf(typeId),
    iconId: 30000 + id,
    effects: [],
  })),
  {
    id: 371,
    name: t('Potion de Rosée', 'Dew Potion'),
    description: t('Un petit remontant cueilli à l’aube.', 'A little pick-me-up gathered at dawn.'),
    level: 5,
    typeId: 12,
    superTypeId: superTypeOf(12),
    iconId: 30371,
    effects: [heal(40, 60)],
  },
  {
    id: 372,
    name: t('Pain au Seigle d’Ambre', 'Amber Rye Bread'),
    description: t('Croustillant dehors, tiède dedans.', 'Crusty outside, warm inside.'),
    level: 12,
    typeId: 33,
    superTypeId: superTypeOf(33),
    iconId: 30372,
    effects: [heal(120)],
    criterions: 'PL>10',
  },
];

/** Ids of the plain (uncrafted) resources, used by the almanax rotation. */
export const BASE_RESOURCE_IDS = RESOURCES.map(([id]) => id);
