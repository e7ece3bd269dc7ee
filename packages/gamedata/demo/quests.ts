/** Quest categories and quests with steps, objectives and rewards. */
import type { Quest, QuestCategory, QuestStep } from '../src/types.ts';
import { type Demo, t } from './util.ts';

type Text = [string, string];
interface StepSpec {
  name: Text;
  level: number;
  objectives: Text[];
  items?: [number, number][];
  mapId?: number;
}
interface QuestSpec {
  id: number;
  categoryId: number;
  name: Text;
  steps: StepSpec[];
  repeatType?: number;
  isDungeonQuest?: boolean;
  isPartyQuest?: boolean;
  startCriterion?: string;
}

const QUESTS: QuestSpec[] = [
  {
    id: 501,
    categoryId: 1,
    name: ['La laine qui manquait', 'The Missing Wool'],
    steps: [
      {
        name: ['Tondre les Broutards', 'Shear the Grazers'],
        level: 8,
        objectives: [
          ['Récolter 10 Laine de Broutard', 'Collect 10 Grazer Wool'],
          ['Parler à Mère Tricotte', 'Talk to Mother Knitwell'],
        ],
        items: [[304, 5]],
        mapId: 1210,
      },
      {
        name: ['Un fil solide', 'A Sturdy Thread'],
        level: 10,
        objectives: [['Fabriquer 2 Fil de Broutard', 'Craft 2 Grazer Thread']],
        items: [[371, 3]],
      },
    ],
  },
  {
    id: 502,
    categoryId: 1,
    name: ['Le bûcheron fatigué', 'The Weary Woodcutter'],
    steps: [
      {
        name: ['Du bois pour l’hiver', 'Wood for Winter'],
        level: 5,
        objectives: [['Rapporter 20 Bois de Frênoir', 'Bring back 20 Ashblack Wood']],
        items: [[509, 1]],
        mapId: 1105,
      },
    ],
  },
  {
    id: 503,
    categoryId: 1,
    name: ['Chasse aux Piafrelons', 'Hornetfinch Hunt'],
    steps: [
      {
        name: ['Le nid bourdonnant', 'The Buzzing Nest'],
        level: 25,
        objectives: [['Vaincre 5 Piafrelons', 'Defeat 5 Hornetfinches']],
      },
      {
        name: ['Plumes à vendre', 'Feathers for Sale'],
        level: 28,
        objectives: [['Apporter 8 Plume de Piafrelon à Gaspard', 'Bring 8 Hornetfinch Feathers to Gaspard']],
        items: [[501, 1]],
      },
    ],
  },
  {
    id: 504,
    categoryId: 1,
    name: ['L’épouvantail qui voyait trop', 'The Scarecrow Who Saw Too Much'],
    steps: [
      {
        name: ['Un œil de trop', 'One Eye Too Many'],
        level: 35,
        objectives: [
          ['Inspecter le champ de seigle', 'Inspect the rye field'],
          ['Vaincre l’Épouvantail Borgne', 'Defeat the One-Eyed Scarecrow'],
        ],
        mapId: 1288,
      },
      {
        name: ['Le chapeau perdu', 'The Lost Hat'],
        level: 40,
        objectives: [['Retrouver le chapeau', 'Find the hat']],
        items: [[402, 1]],
      },
    ],
  },
  {
    id: 505,
    categoryId: 2,
    name: ['La bergerie interdite', 'The Forbidden Fold'],
    isDungeonQuest: true,
    steps: [
      {
        name: ['Les clés de la bergerie', 'The Fold Keys'],
        level: 18,
        objectives: [['Obtenir la clé de la Bergerie', 'Obtain the Fold key']],
      },
      {
        name: ['Audience royale', 'Royal Audience'],
        level: 20,
        objectives: [['Vaincre la Reine des Broutards', 'Defeat the Grazer Queen']],
        items: [[312, 3]],
      },
    ],
  },
  {
    id: 506,
    categoryId: 2,
    name: ['Le roi des marais', 'King of the Swamp'],
    isDungeonQuest: true,
    isPartyQuest: true,
    startCriterion: 'PL>100',
    steps: [
      {
        name: ['Traverser la vase', 'Wade Through the Mud'],
        level: 105,
        objectives: [['Atteindre le trône du Roi Crapaudin', 'Reach the Toadling King’s throne']],
      },
      {
        name: ['Un coassement de trop', 'One Croak Too Many'],
        level: 110,
        objectives: [['Vaincre le Roi Crapaudin', 'Defeat the Toadling King']],
        items: [
          [307, 10],
          [423, 1],
        ],
      },
    ],
  },
  {
    id: 507,
    categoryId: 2,
    name: ['La tour qui chante', 'The Singing Tower'],
    isDungeonQuest: true,
    startCriterion: 'PL>150&Qf=506',
    steps: [
      {
        name: ['Au sommet du vent', 'At the Top of the Wind'],
        level: 160,
        objectives: [['Vaincre le Seigneur du Vent Sec', 'Defeat the Dry Wind Lord']],
        items: [[310, 10]],
      },
    ],
  },
  {
    id: 508,
    categoryId: 2,
    name: ['Chez Grand-Mère Louve', 'At Grandma Wolf’s'],
    isDungeonQuest: true,
    steps: [
      {
        name: ['Un panier de galettes', 'A Basket of Cakes'],
        level: 55,
        objectives: [['Apporter 5 Pain au Seigle d’Ambre', 'Bring 5 Amber Rye Bread']],
      },
      {
        name: ['Quelles grandes dents', 'What Big Teeth'],
        level: 60,
        objectives: [['Vaincre Grand-Mère Louve', 'Defeat Grandma Wolf']],
        items: [[308, 10]],
      },
    ],
  },
  {
    id: 509,
    categoryId: 3,
    name: ['Potions du jour', 'Potions of the Day'],
    repeatType: 1,
    steps: [
      {
        name: ['Commande de l’alchimiste', 'The Alchemist’s Order'],
        level: 15,
        objectives: [['Fabriquer 3 Potion de Rosée', 'Craft 3 Dew Potions']],
        items: [[354, 1]],
      },
    ],
  },
  {
    id: 510,
    categoryId: 3,
    name: ['Le pain des veilleurs', 'The Watchmen’s Bread'],
    repeatType: 1,
    steps: [
      {
        name: ['Fournée matinale', 'Morning Batch'],
        level: 12,
        objectives: [['Livrer 10 Pain au Seigle d’Ambre', 'Deliver 10 Amber Rye Bread']],
      },
    ],
  },
  {
    id: 511,
    categoryId: 3,
    name: ['Minerai pour la forge', 'Ore for the Forge'],
    repeatType: 2,
    steps: [
      {
        name: ['Le forgeron borgne', 'The One-Eyed Smith'],
        level: 45,
        objectives: [['Apporter 15 Pierre de Sablune', 'Bring 15 Sandmoon Stone']],
        items: [[352, 2]],
      },
    ],
  },
  {
    id: 512,
    categoryId: 4,
    name: ['Offrandes de la lune', 'Moon Offerings'],
    repeatType: 1,
    steps: [
      {
        name: ['L’offrande du jour', 'Today’s Offering'],
        level: 1,
        objectives: [['Apporter l’offrande du jour au temple', 'Bring today’s offering to the temple']],
        mapId: 1210,
      },
    ],
  },
  {
    id: 513,
    categoryId: 4,
    name: ['Le pèlerin des treize lunes', 'Pilgrim of the Thirteen Moons'],
    steps: [
      {
        name: ['Première lune', 'First Moon'],
        level: 30,
        objectives: [['Visiter l’autel de la lune nouvelle', 'Visit the new moon altar']],
        mapId: 1000,
      },
      {
        name: ['Septième lune', 'Seventh Moon'],
        level: 90,
        objectives: [['Visiter l’autel de la lune pleine', 'Visit the full moon altar']],
        mapId: 1399,
      },
      {
        name: ['Treizième lune', 'Thirteenth Moon'],
        level: 180,
        objectives: [['Méditer sous la treizième lune', 'Meditate under the thirteenth moon']],
        items: [[601, 1]],
      },
    ],
  },
];

function step(quest: QuestSpec, spec: StepSpec, index: number): QuestStep {
  const id = quest.id * 10 + index + 1;
  return {
    id,
    name: t(...spec.name),
    description: t(`Étape ${index + 1} : ${spec.name[0]}.`, `Step ${index + 1}: ${spec.name[1]}.`),
    optimalLevel: spec.level,
    duration: 1 + index,
    objectives: spec.objectives.map((text, objectiveIndex) => ({
      id: id * 10 + objectiveIndex + 1,
      typeId: spec.mapId ? 2 : 1,
      text: t(...text),
      ...(spec.mapId ? { mapId: spec.mapId } : {}),
    })),
    rewards: [
      {
        id,
        levelMin: 1,
        levelMax: 200,
        kamasRatio: 1 + index * 0.5,
        experienceRatio: 1.5 + index,
        kamasScaleWithPlayerLevel: spec.level > 100,
        itemsReward: spec.items ?? [],
      },
    ],
  };
}

export const quests: Demo<Quest>[] = QUESTS.map((quest) => ({
  id: quest.id,
  name: t(...quest.name),
  categoryId: quest.categoryId,
  levelMin: Math.min(...quest.steps.map((s) => s.level)),
  levelMax: Math.max(...quest.steps.map((s) => s.level)),
  repeatType: quest.repeatType ?? 0,
  isDungeonQuest: quest.isDungeonQuest ?? false,
  isPartyQuest: quest.isPartyQuest ?? false,
  ...(quest.startCriterion ? { startCriterion: quest.startCriterion } : {}),
  steps: quest.steps.map((spec, index) => step(quest, spec, index)),
}));

const CATEGORIES: [number, string, string][] = [
  [1, 'Aventures des Plaines', 'Plains Adventures'],
  [2, 'Donjons', 'Dungeons'],
  [3, 'Quêtes répétables', 'Repeatable Quests'],
  [4, 'Pèlerinages', 'Pilgrimages'],
];
export const questCategories: Demo<QuestCategory>[] = CATEGORIES.map(([id, fr, en], index) => ({
  id,
  name: t(fr, en),
  order: index + 1,
  questIds: quests.filter((quest) => quest.categoryId === id).map((quest) => quest.id),
}));
