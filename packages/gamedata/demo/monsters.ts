/** Monsters (3-5 grades each), races, super races, and the drops that link them to items. */
import type { Monster, MonsterDrop, MonsterGrade, MonsterRace } from '../src/types.ts';
import { type Demo, frOnly, t } from './util.ts';

type Res = Record<'neutral' | 'earth' | 'fire' | 'water' | 'air', number>;
const res = (neutral: number, earth: number, fire: number, water: number, air: number): Res => ({
  neutral,
  earth,
  fire,
  water,
  air,
});

/** Grades grow by `levelStep` levels and 12% life each; resistances rise by 1 per grade. */
function grades(
  count: number,
  level: number,
  life: number,
  ap: number,
  mp: number,
  base: Res,
  levelStep = 2,
): MonsterGrade[] {
  return Array.from({ length: count }, (_, index) => ({
    grade: index + 1,
    level: level + index * levelStep,
    lifePoints: Math.round(life * (1 + 0.12 * index)),
    actionPoints: ap,
    movementPoints: mp,
    apDodge: Math.round(level / 10) + index,
    mpDodge: Math.round(level / 10) + index,
    wisdom: level + index * 5,
    strength: level + index * 10,
    intelligence: level + index * 10,
    chance: level + index * 10,
    agility: level + index * 10,
    resistances: res(
      base.neutral + index,
      base.earth + index,
      base.fire + index,
      base.water + index,
      base.air + index,
    ),
    experience: Math.round(level * life * 0.3 * (1 + 0.15 * index)),
  }));
}

/** A drop with a chance that grows slightly per grade. */
function drop(itemId: number, gradeCount: number, percent: number, isConditional = false): MonsterDrop {
  const percentPerGrade = Array.from(
    { length: gradeCount },
    (_, index) => Math.round(percent * (1 + 0.1 * index) * 100) / 100,
  );
  return isConditional ? { itemId, percentPerGrade, isConditional } : { itemId, percentPerGrade };
}

export const monsters: Demo<Monster>[] = [
  {
    id: 101,
    name: t('Broutard Pourpre', 'Purple Grazer'),
    raceId: 11,
    grades: grades(5, 6, 60, 6, 3, res(0, 5, 0, -5, 0)),
    drops: [drop(304, 5, 40), drop(401, 5, 0.8), drop(306, 5, 10)],
    spellIds: [9001],
    subAreaIds: [101],
  },
  {
    id: 102,
    name: t('Broutard Laineux', 'Woolly Grazer'),
    raceId: 11,
    grades: grades(5, 8, 80, 6, 3, res(5, 5, -10, 0, 0)),
    drops: [drop(304, 5, 55), drop(411, 5, 0.7)],
    spellIds: [9001],
    subAreaIds: [101, 102],
    dungeonIds: [1],
  },
  {
    id: 103,
    name: t('Bélier Broutard', 'Grazer Ram'),
    raceId: 11,
    isMiniBoss: true,
    grades: grades(5, 14, 180, 8, 4, res(10, 15, 0, 0, -5)),
    drops: [drop(312, 5, 25), drop(431, 5, 1), drop(451, 5, 1)],
    spellIds: [9001, 9002],
    subAreaIds: [102],
    dungeonIds: [1],
  },
  {
    id: 104,
    name: t('Reine des Broutards', 'Grazer Queen'),
    raceId: 11,
    isBoss: true,
    grades: grades(5, 20, 600, 10, 4, res(15, 20, 5, 5, 0)),
    drops: [drop(312, 5, 50), drop(421, 5, 3), drop(441, 5, 3), drop(632, 5, 0.2, true)],
    spellIds: [9001, 9002, 9003],
    dungeonIds: [1],
  },
  {
    id: 105,
    name: t('Piafrelon', 'Hornetfinch'),
    raceId: 12,
    grades: grades(5, 22, 120, 7, 5, res(0, -10, 0, 0, 20)),
    drops: [drop(305, 5, 35), drop(631, 5, 0.3)],
    spellIds: [9004],
    subAreaIds: [103, 104],
  },
  {
    id: 106,
    name: t('Piafrelon Cuirassé', 'Armoured Hornetfinch'),
    raceId: 12,
    grades: grades(4, 40, 320, 8, 4, res(20, 10, 0, 0, 25)),
    drops: [drop(305, 4, 50), drop(502, 4, 0.5)],
    spellIds: [9004],
    subAreaIds: [104],
  },
  {
    id: 107,
    name: t('Crapaudin Vaseux', 'Muddy Toadling'),
    raceId: 21,
    grades: grades(5, 95, 900, 8, 3, res(10, 10, -5, 30, 0)),
    drops: [drop(307, 5, 30), drop(311, 5, 20)],
    spellIds: [9005],
    subAreaIds: [105],
    dungeonIds: [2],
  },
  {
    id: 108,
    name: t('Crapaudin Chanteur', 'Singing Toadling'),
    raceId: 21,
    grades: grades(5, 100, 1000, 9, 3, res(5, 0, 20, 25, 0)),
    drops: [drop(307, 5, 35), drop(452, 5, 0.5)],
    spellIds: [9005],
    subAreaIds: [105],
    dungeonIds: [2],
  },
  {
    id: 109,
    name: t('Roi Crapaudin', 'Toadling King'),
    raceId: 21,
    isBoss: true,
    grades: grades(5, 110, 4200, 12, 4, res(20, 20, 25, 40, 10), 3),
    drops: [drop(307, 5, 60), drop(403, 5, 2), drop(423, 5, 2), drop(504, 5, 1.5)],
    spellIds: [9005, 9006],
    dungeonIds: [2],
  },
  {
    id: 110,
    name: t('Tourbillon de Sable', 'Sand Whirl'),
    raceId: 31,
    grades: grades(3, 145, 2200, 10, 5, res(15, 30, 10, -10, 40), 5),
    drops: [drop(310, 3, 25), drop(309, 3, 30)],
    spellIds: [9007],
    subAreaIds: [107, 108],
    dungeonIds: [3],
  },
  {
    id: 111,
    name: t('Djinn du Vent Sec', 'Dry Wind Djinn'),
    raceId: 31,
    grades: grades(4, 150, 2600, 11, 4, res(20, 20, 20, 0, 45), 4),
    drops: [drop(310, 4, 30), drop(433, 4, 0.4), drop(443, 4, 0.4)],
    spellIds: [9007],
    subAreaIds: [108],
    dungeonIds: [3],
  },
  {
    id: 112,
    name: t('Seigneur du Vent Sec', 'Dry Wind Lord'),
    raceId: 31,
    isBoss: true,
    grades: grades(3, 160, 9800, 14, 5, res(30, 30, 30, 20, 50), 10),
    drops: [drop(310, 3, 70), drop(462, 3, 1.5), drop(510, 3, 1), drop(602, 3, 0.05, true)],
    spellIds: [9007, 9008],
    dungeonIds: [3],
  },
  {
    id: 113,
    name: t('Loupiot', 'Cubwolf'),
    raceId: 32,
    grades: grades(5, 45, 380, 7, 4, res(5, 10, 10, 0, 0)),
    drops: [drop(308, 5, 40), drop(422, 5, 0.5)],
    spellIds: [9009],
    subAreaIds: [106],
    dungeonIds: [4],
  },
  {
    id: 114,
    name: t('Loupiot le Hurleur', 'Cubwolf the Howler'),
    raceId: 32,
    isArchMonster: true,
    grades: grades(3, 60, 900, 9, 5, res(15, 20, 20, 10, 10), 5),
    drops: [drop(308, 3, 80), drop(422, 3, 5)],
    spellIds: [9009],
    subAreaIds: [106],
  },
  {
    id: 115,
    name: t('Grand-Mère Louve', 'Grandma Wolf'),
    raceId: 32,
    isBoss: true,
    grades: grades(4, 60, 2400, 11, 4, res(20, 25, 25, 15, 15), 5),
    drops: [drop(308, 4, 60), drop(507, 4, 1.2), drop(611, 4, 0.1, true)],
    spellIds: [9009, 9010],
    dungeonIds: [4],
  },
  {
    id: 116,
    // French-only on purpose (no English name): tests the UI's "FR" mark.
    name: frOnly('Épouvantail Borgne'),
    raceId: 13,
    grades: grades(5, 35, 300, 7, 0, res(25, 0, -20, 0, 10)),
    drops: [drop(306, 5, 30), drop(402, 5, 0.6)],
    spellIds: [9002],
    subAreaIds: [102, 103],
  },
];

export const monsterSuperRaces: Demo<{ id: number; name: ReturnType<typeof t> }>[] = [
  { id: 1, name: t('Créatures des Plaines', 'Plains Creatures') },
  { id: 2, name: t('Créatures des Marais', 'Swamp Creatures') },
  { id: 3, name: t('Créatures des Sables', 'Sand Creatures') },
];

/** [id, superRaceId, fr, en] — monsterIds are filled from the monsters above. */
const RACES: [number, number, string, string][] = [
  [11, 1, 'Broutards', 'Grazers'],
  [12, 1, 'Piafrelons', 'Hornetfinches'],
  [13, 1, 'Épouvantails', 'Scarecrows'],
  [21, 2, 'Crapaudins', 'Toadlings'],
  [31, 3, 'Esprits du Vent Sec', 'Dry Wind Spirits'],
  [32, 2, 'Loupiots', 'Cubwolves'],
];
export const monsterRaces: Demo<MonsterRace>[] = RACES.map(([id, superRaceId, fr, en]) => ({
  id,
  name: t(fr, en),
  superRaceId,
  monsterIds: monsters.filter((monster) => monster.raceId === id).map((monster) => monster.id),
}));
