/** Weapons of several types, dofus, trophies, prysmaradite and pets. */
import type { DemoItem } from './resources.ts';
import { describe, equip, weapon } from './equip.ts';
import { fx, hit } from './util.ts';

export const weapons: DemoItem[] = [
  equip(
    501,
    2,
    10,
    'Arc de Frênoir',
    'Ashblack Bow',
    [hit('air', 6, 10), fx('agility', 5, 10), fx('range', 1)],
    { weapon: weapon(4, 2, 6, 5, 5) },
  ),
  equip(
    502,
    2,
    95,
    'Arc du Piafrelon',
    'Hornetfinch Bow',
    [
      hit('air', 18, 24),
      hit('fire', 8, 12),
      fx('agility', 31, 50),
      fx('intelligence', 21, 30),
      fx('crit', 3, 4),
    ],
    {
      weapon: weapon(4, 3, 7, 10, 8),
      criterions: 'CA>60',
    },
  ),
  equip(
    503,
    3,
    25,
    'Baguette de Brumecloche',
    'Mistbell Wand',
    [hit('fire', 9, 13), fx('intelligence', 11, 20), fx('heals', 2, 3)],
    { weapon: weapon(3, 1, 5, 5, 4, 2) },
  ),
  equip(
    504,
    4,
    112,
    'Bâton du Roi Crapaudin',
    'Toadling King Staff',
    [hit('water', 21, 30), hit('fire', 11, 15), fx('intelligence', 41, 60), fx('vitality', 101, 150)],
    {
      itemSetId: 2,
      weapon: weapon(4, 1, 1, 15, 10),
    },
  ),
  equip(
    505,
    5,
    35,
    'Dague de Cuivrelune',
    'Mooncopper Dagger',
    [hit('neutral', 7, 9), hit('water', 4, 6), fx('chance', 11, 20), fx('crit', 2)],
    { weapon: weapon(3, 1, 1, 20, 5, 2) },
  ),
  equip(
    506,
    6,
    140,
    'Épée des Sables Chantants',
    'Singing Sands Sword',
    [
      hit('earth', 28, 38),
      hit('neutral', 10, 14),
      fx('strength', 51, 70),
      fx('vitality', 151, 200),
      fx('damage', 5, 8),
    ],
    {
      weapon: weapon(4, 1, 1, 10, 10),
      criterions: 'CS>100',
      ...describe(
        'Sa lame fredonne la même note depuis trois siècles.',
        'Its blade has hummed the same note for three centuries.',
      ),
    },
  ),
  equip(
    507,
    7,
    70,
    'Marteau du Forgeron Borgne',
    'One-Eyed Smith’s Hammer',
    [hit('earth', 20, 28), fx('strength', 31, 45), fx('tackle', 3, 5)],
    { weapon: weapon(5, 1, 1, 5, 8) },
  ),
  equip(
    508,
    8,
    50,
    'Pelle du Fossoyeur Lunaire',
    'Lunar Gravedigger’s Shovel',
    [hit('water', 12, 18), hit('earth', 6, 8), fx('chance', 21, 30), fx('prospecting', 10, 15)],
    {
      weapon: weapon(4, 1, 2, 5, 5),
    },
  ),
  equip(
    509,
    19,
    5,
    'Hache du Bûcheron Las',
    'Weary Woodcutter’s Axe',
    [hit('neutral', 5, 8), fx('strength', 3, 5)],
    { weapon: weapon(4, 1, 1, 5, 3) },
  ),
  equip(
    510,
    22,
    160,
    'Faux du Vent Sec',
    'Dry Wind Scythe',
    [
      hit('air', 30, 40),
      hit('earth', 12, 16),
      fx('agility', 61, 80),
      fx('strength', 41, 60),
      fx('weaponDamagePct', 5, 8),
    ],
    {
      itemSetId: 3,
      weapon: weapon(5, 1, 1, 15, 10),
    },
  ),
];

export const trinkets: DemoItem[] = [
  equip(
    601,
    23,
    120,
    'Dofus Cendré',
    'Ashen Dofus',
    [fx('vitality', 150), fx('fireDamage', 10), fx('initiative', 200)],
    {
      ...describe('Un œuf tiède qui ne refroidit jamais.', 'A warm egg that never cools down.'),
    },
  ),
  equip(602, 23, 180, 'Dofus des Brumes', 'Misty Dofus', [fx('mp', 1), fx('dodge', 10), fx('airResPct', 5)], {
    criterions: 'PL>150',
    ...describe('On le voit à peine, même en le tenant.', 'You can barely see it, even when holding it.'),
  }),
  equip(
    611,
    151,
    100,
    'Trophée du Vagabond',
    'Wanderer’s Trophy',
    [fx('vitality', 200), fx('mp', 1), fx('power', -20, -20)],
    {
      ...describe('Avantage : +1 PM. Inconvénient : -20 puissance.', 'Upside: +1 MP. Downside: -20 power.'),
    },
  ),
  equip(612, 151, 160, 'Grand Trophée du Bâtisseur', 'Builder’s Great Trophy', [
    fx('vitality', 300),
    fx('summons', 1),
    fx('strength', 40),
    fx('intelligence', 40),
  ]),
  equip(621, 217, 150, 'Prysmaradite Chatoyante', 'Shimmering Prysmaradite', [
    fx('vitality', 250),
    fx('crit', 3),
    fx('earthRes', 10),
    fx('fireRes', 10),
  ]),
  equip(631, 18, 1, 'Piafrelon Apprivoisé', 'Tame Hornetfinch', [fx('agility', 0, 80)], {
    ...describe('Il bourdonne de joie quand on le nourrit.', 'It buzzes happily when fed.'),
  }),
  equip(
    632,
    121,
    60,
    'Montilier Broutard',
    'Grazer Petsmount',
    [fx('strength', 0, 40), fx('vitality', 0, 100)],
    {
      criterions: 'PL>59',
    },
  ),
];
