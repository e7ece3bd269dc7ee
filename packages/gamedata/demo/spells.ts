/** Class spells (variant pairs) of breeds 1, 8 and 20, monster spells, and their levels. */
import type { Spell, SpellEffect, SpellLevel } from '../src/types.ts';
import { type Demo, ELEMENT, type Element, HIT, STAT, t } from './util.ts';

type Line = { effectId: number; from: number; to: number; elementId?: number };
const dmg = (element: Element, from: number, to: number): Line => ({
  effectId: HIT[element],
  from,
  to,
  elementId: ELEMENT[element],
});
const healLine = (from: number, to: number): Line => ({ effectId: 108, from, to });
const buff = (stat: keyof typeof STAT, value: number): Line => ({
  effectId: STAT[stat][1],
  from: value,
  to: value,
});
const push = (cells: number): Line => ({ effectId: 5, from: cells, to: cells });
const apLoss = (value: number): Line => ({ effectId: 168, from: value, to: value });
const mpLoss = (value: number): Line => ({ effectId: 169, from: value, to: value });
const teleport = (cells: number): Line => ({ effectId: 4, from: cells, to: cells });

interface SpellSpec {
  id: number;
  breedId?: number;
  variantId?: number;
  name: [string, string];
  description: [string, string];
  element?: Element;
  apCost: number;
  minRange: number;
  range: number;
  lines: Line[];
  /** Player level of each grade; monster spells have a single grade. */
  gradeLevels: number[];
}

function pair(a: Omit<SpellSpec, 'variantId'>, b: Omit<SpellSpec, 'variantId'>): SpellSpec[] {
  return [
    { ...a, variantId: b.id },
    { ...b, variantId: a.id },
  ];
}

const CLASS_SPELLS: SpellSpec[] = [
  ...pair(
    {
      id: 1001,
      breedId: 1,
      name: ['Éclat Lunaire', 'Moonshard'],
      description: ['Projette un éclat de lune sur l’ennemi.', 'Hurls a shard of moonlight at the enemy.'],
      element: 'water',
      apCost: 3,
      minRange: 1,
      range: 6,
      lines: [dmg('water', 10, 14)],
      gradeLevels: [1, 100],
    },
    {
      id: 1002,
      breedId: 1,
      name: ['Halo Argenté', 'Silver Halo'],
      description: ['Un halo qui brûle les ennemis proches.', 'A halo that burns nearby enemies.'],
      element: 'fire',
      apCost: 4,
      minRange: 0,
      range: 2,
      lines: [dmg('fire', 14, 18)],
      gradeLevels: [1, 100],
    },
  ),
  ...pair(
    {
      id: 1003,
      breedId: 1,
      name: ['Rempart de Brume', 'Mist Rampart'],
      description: ['Augmente les résistances d’un allié.', 'Raises an ally’s resistances.'],
      apCost: 3,
      minRange: 0,
      range: 4,
      lines: [buff('neutralRes', 10), buff('earthRes', 10)],
      gradeLevels: [10, 110],
    },
    {
      id: 1004,
      breedId: 1,
      name: ['Bouclier Nacré', 'Pearly Shield'],
      description: ['Réduit les dommages subis par le lanceur.', 'Reduces the damage the caster takes.'],
      apCost: 2,
      minRange: 0,
      range: 0,
      lines: [buff('meleeResPct', 10)],
      gradeLevels: [10, 110],
    },
  ),
  ...pair(
    {
      id: 1005,
      breedId: 1,
      name: ['Marée Nocturne', 'Night Tide'],
      description: ['Une vague qui repousse l’ennemi.', 'A wave that pushes the enemy back.'],
      element: 'water',
      apCost: 4,
      minRange: 1,
      range: 5,
      lines: [dmg('water', 12, 16), push(2)],
      gradeLevels: [20, 120],
    },
    {
      id: 1006,
      breedId: 1,
      name: ['Lune Lourde', 'Heavy Moon'],
      description: ['Écrase la cible sous une lune de pierre.', 'Crushes the target under a stone moon.'],
      element: 'earth',
      apCost: 5,
      minRange: 1,
      range: 4,
      lines: [dmg('earth', 20, 26), mpLoss(1)],
      gradeLevels: [20, 120],
    },
  ),
  ...pair(
    {
      id: 1081,
      breedId: 8,
      name: ['Coup de Boutoir', 'Battering Blow'],
      description: ['Un coup d’épaule au contact.', 'A shoulder charge at close range.'],
      element: 'earth',
      apCost: 3,
      minRange: 1,
      range: 1,
      lines: [dmg('earth', 15, 19), push(1)],
      gradeLevels: [1, 100],
    },
    {
      id: 1082,
      breedId: 8,
      name: ['Taillade', 'Slash'],
      description: ['Une entaille rapide et précise.', 'A quick, precise cut.'],
      element: 'air',
      apCost: 3,
      minRange: 1,
      range: 1,
      lines: [dmg('air', 13, 17)],
      gradeLevels: [1, 100],
    },
  ),
  ...pair(
    {
      id: 1083,
      breedId: 8,
      name: ['Bond du Fracasseur', 'Smasher’s Leap'],
      description: ['Saute sur une case libre.', 'Leaps to a free cell.'],
      apCost: 4,
      minRange: 1,
      range: 5,
      lines: [teleport(5)],
      gradeLevels: [10, 110],
    },
    {
      id: 1084,
      breedId: 8,
      name: ['Rage Contenue', 'Pent-up Rage'],
      description: ['Augmente la puissance du lanceur.', 'Raises the caster’s power.'],
      apCost: 2,
      minRange: 0,
      range: 0,
      lines: [buff('power', 80)],
      gradeLevels: [10, 110],
    },
  ),
  ...pair(
    {
      id: 1085,
      breedId: 8,
      name: ['Séisme', 'Quake'],
      description: ['Fait trembler le sol autour du lanceur.', 'Shakes the ground around the caster.'],
      element: 'earth',
      apCost: 5,
      minRange: 0,
      range: 0,
      lines: [dmg('earth', 22, 28)],
      gradeLevels: [30, 130],
    },
    {
      id: 1086,
      breedId: 8,
      name: ['Souffle Ardent', 'Burning Breath'],
      description: ['Un souffle enflammé en ligne.', 'A fiery breath in a line.'],
      element: 'fire',
      apCost: 4,
      minRange: 1,
      range: 3,
      lines: [dmg('fire', 18, 22), apLoss(1)],
      gradeLevels: [30, 130],
    },
  ),
  ...pair(
    {
      id: 1201,
      breedId: 20,
      name: ['Percée Brumeuse', 'Misty Thrust'],
      description: ['Un coup de lance à deux cases.', 'A lance thrust reaching two cells.'],
      element: 'air',
      apCost: 3,
      minRange: 1,
      range: 2,
      lines: [dmg('air', 12, 16)],
      gradeLevels: [1, 100],
    },
    {
      id: 1202,
      breedId: 20,
      name: ['Pluie de Lances', 'Lance Rain'],
      description: ['Fait pleuvoir des lances spectrales.', 'Rains down spectral lances.'],
      element: 'water',
      apCost: 4,
      minRange: 2,
      range: 6,
      lines: [dmg('water', 14, 18)],
      gradeLevels: [1, 100],
    },
  ),
  ...pair(
    {
      id: 1203,
      breedId: 20,
      name: ['Voile de Brume', 'Mist Veil'],
      description: ['Rend des points de vie à un allié.', 'Restores an ally’s life points.'],
      apCost: 3,
      minRange: 0,
      range: 5,
      lines: [healLine(15, 20)],
      gradeLevels: [10, 110],
    },
    {
      id: 1204,
      breedId: 20,
      name: ['Pas de Côté', 'Sidestep'],
      description: ['Gagne des PM pour le tour.', 'Gains MP for the turn.'],
      apCost: 2,
      minRange: 0,
      range: 0,
      lines: [buff('mp', 2)],
      gradeLevels: [10, 110],
    },
  ),
  ...pair(
    {
      id: 1205,
      breedId: 20,
      name: ['Lance Tournoyante', 'Whirling Lance'],
      description: ['Frappe tout autour du lanceur.', 'Strikes all around the caster.'],
      element: 'air',
      apCost: 4,
      minRange: 0,
      range: 0,
      lines: [dmg('air', 16, 20), push(1)],
      gradeLevels: [40, 140],
    },
    {
      id: 1206,
      breedId: 20,
      name: ['Harpon des Marées', 'Tide Harpoon'],
      description: ['Attire la cible vers le lanceur.', 'Pulls the target towards the caster.'],
      element: 'water',
      apCost: 4,
      minRange: 2,
      range: 5,
      lines: [dmg('water', 17, 21), mpLoss(1)],
      gradeLevels: [40, 140],
    },
  ),
];

/** [id, fr, en, element, apCost, range, lines] */
const MONSTER_SPELLS: [number, string, string, Element, number, number, Line[]][] = [
  [9001, 'Coup de Corne', 'Horn Butt', 'earth', 3, 1, [dmg('earth', 5, 8)]],
  [9002, 'Bêlement Strident', 'Shrill Bleat', 'neutral', 3, 3, [dmg('neutral', 4, 6), apLoss(1)]],
  [9003, 'Piétinement Royal', 'Royal Stomp', 'earth', 5, 2, [dmg('earth', 20, 25), push(2)]],
  [9004, 'Dard Bourdonnant', 'Buzzing Sting', 'air', 3, 4, [dmg('air', 8, 11)]],
  [9005, 'Crachat de Vase', 'Mud Spit', 'water', 4, 5, [dmg('water', 25, 32), mpLoss(1)]],
  [9006, 'Coassement du Roi', 'King’s Croak', 'water', 6, 6, [dmg('water', 45, 55)]],
  [9007, 'Rafale Sèche', 'Dry Gust', 'air', 4, 6, [dmg('air', 40, 50), push(1)]],
  [9008, 'Tempête de Sable', 'Sandstorm', 'earth', 6, 8, [dmg('earth', 60, 70), apLoss(2)]],
  [9009, 'Morsure', 'Bite', 'neutral', 3, 1, [dmg('neutral', 15, 20)]],
  [9010, 'Hurlement', 'Howl', 'fire', 4, 4, [dmg('fire', 25, 30), buff('power', 50)]],
];

const SPECS: SpellSpec[] = [
  ...CLASS_SPELLS,
  ...MONSTER_SPELLS.map(([id, fr, en, element, apCost, range, lines]) => ({
    id,
    name: [fr, en] as [string, string],
    description: ['Un sort de monstre.', 'A monster spell.'] as [string, string],
    element,
    apCost,
    minRange: 1,
    range,
    lines,
    gradeLevels: [1],
  })),
];

function scaled(lines: Line[], factor: number): SpellEffect[] {
  return lines.map((line) =>
    line.elementId === undefined && line.effectId !== 108
      ? { ...line }
      : { ...line, from: Math.round(line.from * factor), to: Math.round(line.to * factor) },
  );
}

export const spellLevels: SpellLevel[] = SPECS.flatMap((spec) =>
  spec.gradeLevels.map((minPlayerLevel, index) => ({
    id: spec.id * 10 + index + 1,
    spellId: spec.id,
    grade: index + 1,
    minPlayerLevel,
    apCost: spec.apCost,
    minRange: spec.minRange,
    range: spec.range + index,
    rangeCanBeBoosted: spec.range > 1,
    castInLine: spec.range > 0 && spec.range <= 3,
    castTestLos: spec.range > 1,
    criticalHitProbability: 10 + index * 5,
    maxCastPerTurn: spec.apCost >= 4 ? 2 : 3,
    maxCastPerTarget: 2,
    minCastInterval: 0,
    effects: scaled(spec.lines, 1 + index * 0.25),
    criticalEffects: scaled(spec.lines, (1 + index * 0.25) * 1.2),
  })),
);

export const spells: Demo<Spell>[] = SPECS.map((spec) => ({
  id: spec.id,
  name: t(...spec.name),
  description: t(...spec.description),
  ...(spec.breedId !== undefined ? { breedId: spec.breedId } : {}),
  ...(spec.variantId !== undefined ? { variantId: spec.variantId } : {}),
  ...(spec.element ? { elementId: ELEMENT[spec.element] } : {}),
  iconId: spec.id,
  spellLevels: spellLevels.filter((level) => level.spellId === spec.id).map((level) => level.id),
}));
