/** Dungeons, challenges, idols. */
import type { Challenge, Dungeon, Idol } from '../src/types.ts';
import { dungeonRoomIds, mapIdAt } from './world.ts';
import { type Demo, t } from './util.ts';

/** [id, fr, en, level, monsterIds, bossId?, subAreaId, entrance (posX, posY)] */
const DUNGEONS: [number, string, string, number, number[], number | undefined, number, [number, number]][] = [
  [1, 'Bergerie de la Reine des Broutards', 'Grazer Queen’s Fold', 20, [102, 103, 104], 104, 191, [-6, -8]],
  [
    2,
    'Trône de Vase du Roi Crapaudin',
    'Toadling King’s Mud Throne',
    110,
    [107, 108, 109],
    109,
    192,
    [-5, 2],
  ],
  [3, 'Tour du Vent Sec', 'Dry Wind Tower', 160, [110, 111, 112], 112, 193, [6, 7]],
  [4, 'Tanière de Grand-Mère Louve', 'Grandma Wolf’s Den', 60, [113, 115], 115, 194, [4, 3]],
];

export const dungeons: Demo<Dungeon>[] = DUNGEONS.map(
  ([id, fr, en, level, monsterIds, bossId, subAreaId, [posX, posY]]) => {
    const mapIds = dungeonRoomIds(id);
    return {
      id,
      name: t(fr, en),
      level,
      mapIds,
      entranceMapId: mapIdAt(posX, posY),
      exitMapId: mapIds[mapIds.length - 1],
      monsterIds,
      ...(bossId ? { bossId } : {}),
      subAreaId,
    };
  },
);

/** [id, fr, en, description fr, description en, categoryId, incompatible] */
const CHALLENGES: [number, string, string, string, string, number, number[]][] = [
  [
    1,
    'Pieds Lourds',
    'Heavy Feet',
    'Les alliés ne doivent utiliser aucun PM pendant le combat.',
    'Allies must not use any MP during the fight.',
    1,
    [2],
  ],
  [
    2,
    'Bougeotte',
    'Fidget',
    'Chaque allié doit utiliser tous ses PM à chaque tour.',
    'Every ally must use all their MP each turn.',
    1,
    [1],
  ],
  [
    3,
    'Un Sort à la Fois',
    'One Spell at a Time',
    'Chaque allié ne peut lancer qu’un seul sort différent par tour.',
    'Each ally may cast only one distinct spell per turn.',
    2,
    [],
  ],
  [
    4,
    'Bras Cassés',
    'Broken Arms',
    'Aucune attaque au corps à corps n’est autorisée.',
    'No melee attacks are allowed.',
    2,
    [6],
  ],
  [
    5,
    'Chacun sa Proie',
    'Everyone Their Prey',
    'Chaque allié doit achever au moins un ennemi.',
    'Each ally must finish off at least one enemy.',
    3,
    [],
  ],
  [
    6,
    'Mêlée Générale',
    'Free-for-all',
    'Les alliés ne peuvent frapper qu’au contact.',
    'Allies may only strike at close range.',
    2,
    [4],
  ],
  [
    7,
    'Sablier',
    'Hourglass',
    'Terminer le combat en moins de 10 tours.',
    'Finish the fight in fewer than 10 turns.',
    3,
    [],
  ],
];
export const challenges: Demo<Challenge>[] = CHALLENGES.map(
  ([id, fr, en, descFr, descEn, categoryId, incompatibleChallenges]) => ({
    id,
    name: t(fr, en),
    description: t(descFr, descEn),
    categoryId,
    iconId: 200 + id,
    ...(incompatibleChallenges.length ? { incompatibleChallenges } : {}),
  }),
);

export const idols: Demo<Idol>[] = [
  {
    id: 1,
    name: t('Idole Grelotte', 'Shivery Idol'),
    level: 20,
    score: 15,
    description: t('Les ennemis gagnent 1 PM.', 'Enemies gain 1 MP.'),
  },
  {
    id: 2,
    name: t('Idole Pesante', 'Weighty Idol'),
    level: 60,
    score: 40,
    description: t('Les alliés perdent 1 PM au début du tour.', 'Allies lose 1 MP at turn start.'),
  },
  {
    id: 3,
    name: t('Idole Miroitante', 'Glimmering Idol'),
    level: 120,
    score: 70,
    description: t('Les ennemis renvoient 10 % des dommages.', 'Enemies reflect 10% of damage.'),
  },
  {
    id: 4,
    name: t('Idole Sablière', 'Sandglass Idol'),
    level: 180,
    score: 110,
    description: t(
      'Les ennemis soignent leurs alliés en fin de tour.',
      'Enemies heal their allies at turn end.',
    ),
  },
];
