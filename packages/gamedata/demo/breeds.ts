/** Breeds (classes): all 19 ids the random-breed route draws from; 1, 8 and 20 fully described. */
import type { Breed, CostTier } from '../src/types.ts';
import { type Demo, t } from './util.ts';

const VITALITY: CostTier[] = [[0, 1]];
const WISDOM: CostTier[] = [[0, 3]];
const ELEMENT: CostTier[] = [
  [0, 1],
  [100, 2],
  [200, 3],
  [300, 4],
];

/** [id, short fr, short en, long fr, long en, roles] */
const BREEDS: [number, string, string, string, string, number[]][] = [
  [1, 'Gardelune', 'Moonwarden', 'Gardien de la Lune', 'Warden of the Moon', [2, 1]],
  [2, 'Fauveur', 'Beastcaller', 'Appeleur de Fauves', 'Caller of Beasts', [6, 3]],
  [3, 'Orpailleur', 'Goldpanner', 'Chercheur d’Or', 'Seeker of Gold', [4, 1]],
  [4, 'Ombrelame', 'Shadeblade', 'Lame des Ombres', 'Blade of Shadows', [1, 6]],
  [5, 'Horloger', 'Clockwright', 'Maître des Heures', 'Master of Hours', [4, 5]],
  [6, 'Parieur', 'Gambler', 'Joueur de Dés', 'Dice Player', [1, 3]],
  [7, 'Rosoigne', 'Rosehealer', 'Guérisseur des Roses', 'Healer of Roses', [3, 2]],
  [8, 'Fracasseur', 'Smasher', 'Fracasseur des Plaines', 'Smasher of the Plains', [1, 5]],
  [9, 'Tirelune', 'Moonshot', 'Archer de Lune', 'Moon Archer', [1, 4]],
  [10, 'Ronceveil', 'Thornwake', 'Éveilleur de Ronces', 'Waker of Thorns', [6, 4]],
  [11, 'Sangvoué', 'Bloodsworn', 'Voué au Sang', 'Sworn to Blood', [2, 5]],
  [12, 'Brassebière', 'Brewbrawler', 'Bagarreur Brasseur', 'Brewing Brawler', [5, 2]],
  [13, 'Mèchefol', 'Fusefool', 'Fou des Mèches', 'Fuse Fool', [1, 5]],
  [14, 'Masquelin', 'Maskling', 'Porteur de Masques', 'Mask Bearer', [2, 3]],
  [15, 'Vapeurier', 'Steamwright', 'Ingénieur Vapeur', 'Steam Engineer', [6, 2]],
  [16, 'Portelune', 'Moongate', 'Ouvreur de Portails', 'Portal Opener', [5, 3]],
  [17, 'Runomancien', 'Runemancer', 'Lettré des Runes', 'Rune Scholar', [1, 2]],
  [18, 'Croc-Sauvage', 'Wildfang', 'Chasseur Sauvage', 'Wild Hunter', [1, 4]],
  [20, 'Lancebrume', 'Mistlancer', 'Lancier des Brumes', 'Lancer of the Mists', [1, 2]],
];

/** Class spells of the fully described breeds (see spells.ts). */
export const BREED_SPELLS: Record<number, number[]> = {
  1: [1001, 1002, 1003, 1004, 1005, 1006],
  8: [1081, 1082, 1083, 1084, 1085, 1086],
  20: [1201, 1202, 1203, 1204, 1205, 1206],
};

/** Breed-specific cost tables for the fully described breeds; others use the defaults. */
const COSTS: Record<number, Partial<Record<keyof Breed & `statsPointsFor${string}`, CostTier[]>>> = {
  1: {
    statsPointsForIntelligence: [
      [0, 1],
      [100, 2],
      [200, 3],
      [300, 4],
    ],
    statsPointsForStrength: [
      [0, 1],
      [50, 2],
      [150, 3],
      [250, 4],
    ],
    statsPointsForChance: [
      [0, 1],
      [20, 2],
      [40, 3],
      [60, 4],
    ],
    statsPointsForAgility: [
      [0, 1],
      [20, 2],
      [40, 3],
      [60, 4],
    ],
  },
  8: {
    statsPointsForStrength: [
      [0, 1],
      [100, 2],
      [200, 3],
      [300, 4],
    ],
    statsPointsForIntelligence: [
      [0, 1],
      [50, 2],
      [150, 3],
      [250, 4],
    ],
    statsPointsForChance: [
      [0, 1],
      [50, 2],
      [150, 3],
      [250, 4],
    ],
    statsPointsForAgility: [
      [0, 1],
      [50, 2],
      [150, 3],
      [250, 4],
    ],
    statsPointsForVitality: [[0, 1]],
  },
  20: {
    statsPointsForAgility: [
      [0, 1],
      [100, 2],
      [200, 3],
      [300, 4],
    ],
    statsPointsForChance: [
      [0, 1],
      [100, 2],
      [200, 3],
      [300, 4],
    ],
    statsPointsForStrength: [
      [0, 2],
      [100, 3],
      [200, 4],
    ],
    statsPointsForIntelligence: [
      [0, 2],
      [100, 3],
      [200, 4],
    ],
    statsPointsForWisdom: [[0, 3]],
  },
};

const DESCRIPTIONS: Record<number, [string, string]> = {
  1: [
    'Les Gardelunes dressent des remparts de lumière argentée et frappent quand la marée nocturne monte.',
    'Moonwardens raise ramparts of silver light and strike when the night tide rises.',
  ],
  8: [
    'Les Fracasseurs règlent tout au corps à corps, de préférence avec quelque chose de lourd.',
    'Smashers settle everything up close, preferably with something heavy.',
  ],
  20: [
    'Les Lancebrumes percent la mêlée de leur lance et disparaissent dans le brouillard.',
    'Mistlancers pierce the melee with their lance and vanish into the fog.',
  ],
};

export const breeds: Demo<Breed>[] = BREEDS.map(([id, shortFr, shortEn, longFr, longEn, roles], index) => {
  const description = DESCRIPTIONS[id];
  return {
    id,
    shortName: t(shortFr, shortEn),
    longName: t(longFr, longEn),
    name: t(shortFr, shortEn),
    ...(description ? { description: t(description[0], description[1]) } : {}),
    statsPointsForStrength: ELEMENT,
    statsPointsForIntelligence: ELEMENT,
    statsPointsForChance: ELEMENT,
    statsPointsForAgility: ELEMENT,
    statsPointsForVitality: VITALITY,
    statsPointsForWisdom: WISDOM,
    ...COSTS[id],
    breedSpellsId: BREED_SPELLS[id] ?? [],
    breedRoles: roles,
    complexity: (id % 3) + 1,
    sortIndex: index + 1,
    maleArtwork: id * 10,
    femaleArtwork: id * 10 + 1,
    ...(id === 1 ? { guideItemId: 401 } : {}),
  };
});
