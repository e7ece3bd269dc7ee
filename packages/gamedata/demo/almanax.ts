/** The almanax: one offering and bonus for every day of a leap year (366 days). */
import type { AlmanaxDay } from '../src/types.ts';
import { resources } from './resources.ts';
import { t } from './util.ts';

/** [name fr, name en, description fr, description en, category] */
const BONUSES: [string, string, string, string, string][] = [
  [
    'Récolte abondante',
    'Bountiful Harvest',
    'Les paysans récoltent 20 % de céréales en plus.',
    'Farmers harvest 20% more cereals.',
    'job',
  ],
  [
    'Sève vive',
    'Lively Sap',
    'Les bûcherons récoltent 20 % de bois en plus.',
    'Lumberjacks harvest 20% more wood.',
    'job',
  ],
  [
    'Filon chanceux',
    'Lucky Vein',
    'Les mineurs récoltent 20 % de minerai en plus.',
    'Miners harvest 20% more ore.',
    'job',
  ],
  [
    'Pétales dorés',
    'Golden Petals',
    'Les alchimistes récoltent 20 % de fleurs en plus.',
    'Alchemists harvest 20% more flowers.',
    'job',
  ],
  [
    'Main sûre',
    'Steady Hand',
    'L’expérience de métier gagnée en fabriquant est augmentée de 25 %.',
    'Job experience gained from crafting is increased by 25%.',
    'job',
  ],
  [
    'Lune généreuse',
    'Generous Moon',
    'Les monstres lâchent 15 % de butin en plus.',
    'Monsters drop 15% more loot.',
    'combat',
  ],
  [
    'Sagesse lunaire',
    'Lunar Wisdom',
    'L’expérience gagnée en combat est augmentée de 15 %.',
    'Experience gained in combat is increased by 15%.',
    'combat',
  ],
  [
    'Chasseur de trésors',
    'Treasure Seeker',
    'Les chasses au trésor rapportent un coffre supplémentaire.',
    'Treasure hunts grant an extra chest.',
    'hunt',
  ],
  [
    'Pas léger',
    'Light Step',
    'Les déplacements en monture sont plus rapides.',
    'Mount travel is faster.',
    'travel',
  ],
  [
    'Forge bénie',
    'Blessed Forge',
    'Les chances de réussite en forgemagie sont améliorées.',
    'Smithmagic success chances are improved.',
    'job',
  ],
  [
    'Poissons bavards',
    'Chatty Fish',
    'Les pêcheurs attrapent 20 % de poissons en plus.',
    'Fishermen catch 20% more fish.',
    'job',
  ],
  [
    'Élevage heureux',
    'Happy Breeding',
    'Les montures gagnent de l’expérience deux fois plus vite.',
    'Mounts gain experience twice as fast.',
    'breeding',
  ],
  [
    'Donjon accueillant',
    'Welcoming Dungeon',
    'Les clés de donjon ne sont pas consommées.',
    'Dungeon keys are not consumed.',
    'combat',
  ],
  [
    'Quête facile',
    'Easy Quest',
    'L’expérience des quêtes est augmentée de 20 %.',
    'Quest experience is increased by 20%.',
    'quest',
  ],
  [
    'Bourse pleine',
    'Full Purse',
    'Les kamas gagnés en combat sont doublés.',
    'Kamas earned in combat are doubled.',
    'combat',
  ],
  [
    'Archimonstres en fête',
    'Archmonster Festival',
    'Les archimonstres apparaissent plus souvent.',
    'Archmonsters appear more often.',
    'combat',
  ],
  [
    'Familiers gourmands',
    'Greedy Pets',
    'Les familiers gagnent deux fois plus de caractéristiques.',
    'Pets gain twice as many characteristics.',
    'pet',
  ],
  [
    'Brume protectrice',
    'Protective Mist',
    'Les pertes d’énergie à la mort sont réduites de moitié.',
    'Energy loss on death is halved.',
    'combat',
  ],
  [
    'Idoles clémentes',
    'Lenient Idols',
    'Le bonus des idoles est augmenté de 10 %.',
    'The idol bonus is increased by 10%.',
    'combat',
  ],
  [
    'Marché animé',
    'Busy Market',
    'Les taxes des hôtels de vente sont réduites de moitié.',
    'Marketplace taxes are halved.',
    'economy',
  ],
];

/** The protector of each month. */
const MERYDES: [string, string][] = [
  ['Brumaire le Frileux', 'Brumaire the Chilly'],
  ['Givrelle', 'Frostelle'],
  ['Pousseverte', 'Greenshoot'],
  ['Averseau', 'Showerkin'],
  ['Floraline', 'Floraline'],
  ['Solstar', 'Solstar'],
  ['Moissonneur', 'The Reaper'],
  ['Sècheroche', 'Drystone'],
  ['Vendangeur', 'Grape Picker'],
  ['Feuillemorte', 'Deadleaf'],
  ['Brumeloup', 'Mistwolf'],
  ['Longue-Nuit', 'Longnight'],
];

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (value: number) => String(value).padStart(2, '0');

export const almanax: AlmanaxDay[] = [];
DAYS_IN_MONTH.forEach((days, monthIndex) => {
  for (let day = 1; day <= days; day++) {
    const id = almanax.length + 1;
    const item = resources[(id * 7) % resources.length];
    const [bonusFr, bonusEn, descFr, descEn, category] = BONUSES[id % BONUSES.length];
    const quantity = 1 + ((id * 13) % 25);
    almanax.push({
      id,
      date: `${pad(monthIndex + 1)}-${pad(day)}`,
      questId: 512,
      itemId: item.id,
      itemName: { ...item.name },
      quantity,
      kamas: quantity * (item.level * 3 + 40),
      bonus: { name: t(bonusFr, bonusEn), description: t(descFr, descEn), categories: [category] },
      merydes: t(...MERYDES[monthIndex]),
    });
  }
});
