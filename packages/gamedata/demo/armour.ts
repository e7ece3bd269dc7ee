/** Armour and jewellery: hats, cloaks, backpack, amulets, rings, belts, boots, shields. */
import type { DemoItem } from './resources.ts';
import { describe, equip } from './equip.ts';
import { frOnly, fx } from './util.ts';

export const headgear: DemoItem[] = [
  equip(
    401,
    16,
    12,
    'Coiffe du Broutard Pourpre',
    'Purple Grazer Hood',
    [fx('vitality', 11, 20), fx('strength', 5, 8), fx('initiative', 20, 40)],
    {
      itemSetId: 1,
      ...describe(
        'Deux petites cornes pourpres cousues sur une capuche de laine.',
        'Two small purple horns sewn onto a woollen hood.',
      ),
    },
  ),
  equip(
    402,
    16,
    45,
    'Chapeau de l’Épouvantail Borgne',
    'One-Eyed Scarecrow Hat',
    [fx('vitality', 31, 45), fx('chance', 15, 25), fx('prospecting', 10, 15), fx('waterResPct', 3, 5)],
    {
      ...describe(
        'Les corbeaux évitent soigneusement celui qui le porte.',
        'Crows carefully avoid whoever wears it.',
      ),
    },
  ),
  equip(
    403,
    16,
    110,
    'Heaume du Roi Crapaudin',
    'Toadling King Helm',
    [
      fx('vitality', 151, 200),
      fx('intelligence', 41, 60),
      fx('ap', 1),
      fx('fireResPct', 5, 8),
      fx('tackle', 3, 5),
    ],
    {
      itemSetId: 2,
      criterions: 'CI>80',
    },
  ),
  equip(
    404,
    16,
    190,
    'Diadème de l’Aube Cendrée',
    'Ashen Dawn Diadem',
    [
      fx('vitality', 301, 350),
      fx('agility', 61, 80),
      fx('crit', 4, 6),
      fx('power', 31, 40),
      fx('airRes', 8, 12),
      fx('neutralResPct', 6, 9),
    ],
    {
      criterions: 'PL>50&CA>40',
      ...describe(
        'Forgé dans la dernière braise d’une étoile éteinte.',
        'Forged in the last ember of a dead star.',
      ),
    },
  ),
  equip(
    411,
    17,
    14,
    'Cape du Broutard Pourpre',
    'Purple Grazer Cloak',
    [fx('vitality', 11, 20), fx('wisdom', 4, 6), fx('pods', 50)],
    { itemSetId: 1 },
  ),
  equip(
    412,
    17,
    80,
    'Cape des Brumes',
    'Mist Cloak',
    [fx('vitality', 81, 100), fx('intelligence', 21, 35), fx('heals', 5, 8), fx('dodge', 3, 5)],
    {
      ...describe('Elle s’effiloche en fumée quand on court.', 'It frays into smoke when you run.'),
    },
  ),
  // French-only on purpose (no English name): tests the UI's "FR" mark.
  equip(
    413,
    81,
    60,
    'Sac à dos du Colporteur',
    '',
    [fx('vitality', 41, 60), fx('pods', 300, 400), fx('prospecting', 10)],
    {
      description: frOnly('Plein de poches, dont certaines mènent ailleurs.'),
    },
  ),
];

export const jewellery: DemoItem[] = [
  equip(
    421,
    1,
    16,
    'Amulette du Broutard Pourpre',
    'Purple Grazer Amulet',
    [fx('vitality', 11, 20), fx('strength', 6, 10), fx('earthRes', 1, 2)],
    { itemSetId: 1 },
  ),
  equip(422, 1, 65, 'Collier de Crocs de Loupiot', 'Cubwolf Fang Necklace', [
    fx('vitality', 51, 70),
    fx('agility', 21, 30),
    fx('crit', 2, 3),
    fx('damage', 2, 4),
  ]),
  equip(
    423,
    1,
    115,
    'Amulette du Roi Crapaudin',
    'Toadling King Amulet',
    [
      fx('vitality', 101, 150),
      fx('intelligence', 31, 45),
      fx('ap', 1),
      fx('summons', 1),
      fx('waterRes', 5, 8),
    ],
    {
      itemSetId: 2,
    },
  ),
  equip(
    431,
    9,
    18,
    'Anneau du Broutard Pourpre',
    'Purple Grazer Ring',
    [fx('vitality', 11, 15), fx('strength', 5, 8), fx('tackle', 1, 2)],
    {
      itemSetId: 1,
      ...describe(
        'Un anneau de panoplie : on ne peut en porter qu’un seul.',
        'A set ring: only one can be worn.',
      ),
    },
  ),
  equip(
    432,
    9,
    30,
    'Bague de Cuivrelune',
    'Mooncopper Band',
    [fx('vitality', 21, 30), fx('chance', 11, 15), fx('intelligence', 11, 15)],
    {
      ...describe('Simple et solide ; beaucoup en portent deux.', 'Plain and sturdy; many wear two.'),
    },
  ),
  equip(
    433,
    9,
    150,
    'Anneau du Vent Sec',
    'Dry Wind Ring',
    [
      fx('vitality', 151, 200),
      fx('agility', 41, 60),
      fx('mp', 1),
      fx('airDamage', 5, 8),
      fx('critDamage', 5, 10),
    ],
    {
      itemSetId: 3,
      criterions: 'CA>150',
    },
  ),
  equip(
    441,
    10,
    15,
    'Ceinture du Broutard Pourpre',
    'Purple Grazer Belt',
    [fx('vitality', 11, 20), fx('strength', 4, 6)],
    { itemSetId: 1 },
  ),
  equip(442, 10, 55, 'Ceinture Tressée de Brumecloche', 'Braided Mistbell Belt', [
    fx('vitality', 41, 60),
    fx('wisdom', 11, 20),
    fx('heals', 3, 5),
  ]),
  equip(
    443,
    10,
    152,
    'Ceinture du Vent Sec',
    'Dry Wind Belt',
    [fx('vitality', 201, 250), fx('agility', 51, 70), fx('pushbackDamage', 10, 20), fx('meleeResPct', 2, 3)],
    {
      itemSetId: 3,
    },
  ),
  equip(
    451,
    11,
    17,
    'Bottes du Broutard Pourpre',
    'Purple Grazer Boots',
    [fx('vitality', 11, 20), fx('strength', 5, 8), fx('initiative', 30, 50)],
    { itemSetId: 1 },
  ),
  equip(
    452,
    11,
    108,
    'Bottines du Roi Crapaudin',
    'Toadling King Booties',
    [fx('vitality', 101, 150), fx('intelligence', 41, 55), fx('mp', 1), fx('fireRes', 4, 6)],
    {
      itemSetId: 2,
    },
  ),
  equip(
    453,
    11,
    200,
    'Bottes des Sept Lunes',
    'Seven-Moon Boots',
    [
      fx('vitality', 351, 400),
      fx('intelligence', 61, 80),
      fx('chance', 61, 80),
      fx('mp', 1),
      fx('spellDamagePct', 3, 5),
      fx('earthResPct', 7, 10),
    ],
    {
      criterions: '(CI>200|CC>200)&Pk>1',
      ...describe(
        'Sept pas, sept lunes, et l’on est déjà ailleurs.',
        'Seven steps, seven moons, and you are already elsewhere.',
      ),
    },
  ),
  equip(461, 82, 20, 'Bouclier de Planches', 'Plank Shield', [
    fx('vitality', 21, 30),
    fx('neutralRes', 2, 4),
    fx('earthRes', 2, 4),
  ]),
  equip(
    462,
    82,
    155,
    'Égide du Vent Sec',
    'Dry Wind Aegis',
    [fx('vitality', 251, 300), fx('airResPct', 8, 10), fx('rangedResPct', 3, 5), fx('critRes', 10, 15)],
    {
      itemSetId: 3,
    },
  ),
];
