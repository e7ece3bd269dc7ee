/** Reference collections: item types, characteristics, effects, jobs, servers, worlds, breed roles. */
import type {
  BreedRole,
  Characteristic,
  EffectDef,
  ItemSlot,
  ItemSuperType,
  ItemType,
  Job,
  Server,
  World,
} from '../src/types.ts';
import { type Demo, type StatName, HEAL_EFFECT, HIT, ELEMENT, STAT, t } from './util.ts';

export const itemSuperTypes: Demo<ItemSuperType>[] = [
  { id: 1, name: t('Amulette', 'Amulet'), possiblePositions: [0] },
  { id: 2, name: t('Arme', 'Weapon'), possiblePositions: [1] },
  { id: 3, name: t('Anneau', 'Ring'), possiblePositions: [2, 4] },
  { id: 4, name: t('Ceinture', 'Belt'), possiblePositions: [3] },
  { id: 5, name: t('Bottes', 'Boots'), possiblePositions: [5] },
  { id: 6, name: t('Consommable', 'Consumable'), possiblePositions: [] },
  { id: 7, name: t('Bouclier', 'Shield'), possiblePositions: [15] },
  { id: 9, name: t('Ressource', 'Resource'), possiblePositions: [] },
  { id: 10, name: t('Chapeau', 'Hat'), possiblePositions: [6] },
  { id: 11, name: t('Cape', 'Cloak'), possiblePositions: [7] },
  { id: 12, name: t('Familier', 'Pet'), possiblePositions: [8] },
  {
    id: 13,
    name: t('Dofus, trophée et prysmaradite', 'Dofus, trophy and prysmaradite'),
    possiblePositions: [9, 10, 11, 12, 13, 14],
  },
];

/** [id, superTypeId, fr, en, slot?] — slots follow the spec's item-type table. */
const TYPES: [number, number, string, string, ItemSlot?][] = [
  [1, 1, 'Amulette', 'Amulet', 'amulet'],
  [2, 2, 'Arc', 'Bow', 'weapon'],
  [3, 2, 'Baguette', 'Wand', 'weapon'],
  [4, 2, 'Bâton', 'Staff', 'weapon'],
  [5, 2, 'Dague', 'Dagger', 'weapon'],
  [6, 2, 'Épée', 'Sword', 'weapon'],
  [7, 2, 'Marteau', 'Hammer', 'weapon'],
  [8, 2, 'Pelle', 'Shovel', 'weapon'],
  [9, 3, 'Anneau', 'Ring', 'ring'],
  [10, 4, 'Ceinture', 'Belt', 'belt'],
  [11, 5, 'Bottes', 'Boots', 'boots'],
  [12, 6, 'Potion', 'Potion'],
  [15, 9, 'Ressources diverses', 'Miscellaneous resources'],
  [16, 10, 'Chapeau', 'Hat', 'helmet'],
  [17, 11, 'Cape', 'Cloak', 'cape'],
  [18, 12, 'Familier', 'Pet', 'pet'],
  [19, 2, 'Hache', 'Axe', 'weapon'],
  [22, 2, 'Faux', 'Scythe', 'weapon'],
  [23, 13, 'Dofus', 'Dofus', 'dofus'],
  [33, 6, 'Pain', 'Bread'],
  [35, 9, 'Fleur', 'Flower'],
  [38, 9, 'Bois', 'Wood'],
  [39, 9, 'Minerai', 'Ore'],
  [40, 9, 'Alliage', 'Alloy'],
  [58, 9, 'Céréale', 'Cereal'],
  [81, 11, 'Sac à dos', 'Backpack', 'cape'],
  [82, 7, 'Bouclier', 'Shield', 'shield'],
  [95, 9, 'Planche', 'Plank'],
  [121, 12, 'Montilier', 'Petsmount', 'pet'],
  [151, 13, 'Trophée', 'Trophy', 'dofus'],
  [217, 13, 'Prysmaradite', 'Prysmaradite', 'dofus'],
];
/**
 * Craft XP ratios of the types the game gives one to (the real `ItemTypes.craftXpRatio` of the same
 * kinds: potion and bread 5, alloy 30, plank 20, trophy 300); the others carry none (−1), as in the game.
 */
const CRAFT_XP_RATIOS: Record<number, number> = { 12: 5, 33: 5, 40: 30, 95: 20, 151: 300 };

export const itemTypes: Demo<ItemType>[] = TYPES.map(([id, superTypeId, fr, en, slot]) => ({
  id,
  name: t(fr, en),
  superTypeId,
  categoryId: slot ? 0 : superTypeId === 6 ? 1 : 2,
  ...(slot ? { slot } : {}),
  craftXpRatio: CRAFT_XP_RATIOS[id] ?? -1,
}));

/** [stat, keyword, categoryId, fr, en]; categories 2 primary, 3 secondary, 4 damage, 5 resistances. */
const CHARACTERISTICS: [StatName, string, number, string, string][] = [
  ['ap', 'actionPoints', 2, 'PA', 'AP'],
  ['mp', 'movementPoints', 2, 'PM', 'MP'],
  ['range', 'range', 2, 'Portée', 'Range'],
  ['vitality', 'vitality', 2, 'Vitalité', 'Vitality'],
  ['wisdom', 'wisdom', 2, 'Sagesse', 'Wisdom'],
  ['strength', 'strength', 2, 'Force', 'Strength'],
  ['intelligence', 'intelligence', 2, 'Intelligence', 'Intelligence'],
  ['chance', 'chance', 2, 'Chance', 'Chance'],
  ['agility', 'agility', 2, 'Agilité', 'Agility'],
  ['initiative', 'initiative', 2, 'Initiative', 'Initiative'],
  ['power', 'damagesBonusPercent', 3, 'Puissance', 'Power'],
  ['crit', 'criticalHit', 3, '% Critique', '% Critical'],
  ['summons', 'maxSummonedCreaturesBoost', 3, 'Invocation', 'Summon'],
  ['prospecting', 'prospecting', 3, 'Prospection', 'Prospecting'],
  ['pods', 'weight', 3, 'Pods', 'Pods'],
  ['heals', 'healBonus', 3, 'Soins', 'Heals'],
  ['reflect', 'reflect', 3, 'Renvoie dommages', 'Reflects damage'],
  ['dodge', 'tackleEvade', 3, 'Fuite', 'Dodge'],
  ['tackle', 'tackleBlock', 3, 'Tacle', 'Lock'],
  ['apReduction', 'apAttack', 3, 'Retrait PA', 'AP Reduction'],
  ['mpReduction', 'mpAttack', 3, 'Retrait PM', 'MP Reduction'],
  ['damage', 'allDamagesBonus', 4, 'Dommages', 'Damage'],
  ['critDamage', 'criticalDamageBonus', 4, 'Dommages Critiques', 'Critical Damage'],
  ['pushbackDamage', 'pushDamageBonus', 4, 'Dommages Poussée', 'Pushback Damage'],
  ['earthDamage', 'earthDamageBonus', 4, 'Dommages Terre', 'Earth Damage'],
  ['fireDamage', 'fireDamageBonus', 4, 'Dommages Feu', 'Fire Damage'],
  ['waterDamage', 'waterDamageBonus', 4, 'Dommages Eau', 'Water Damage'],
  ['airDamage', 'airDamageBonus', 4, 'Dommages Air', 'Air Damage'],
  ['neutralDamage', 'neutralDamageBonus', 4, 'Dommages Neutre', 'Neutral Damage'],
  ['rangedDamagePct', 'rangedDamageDonePercent', 4, '% Dommages distance', '% Ranged Damage'],
  ['meleeDamagePct', 'meleeDamageDonePercent', 4, '% Dommages mêlée', '% Melee Damage'],
  ['weaponDamagePct', 'weaponDamageDonePercent', 4, "% Dommages d'armes", '% Weapon Damage'],
  ['spellDamagePct', 'spellDamageDonePercent', 4, '% Dommages aux sorts', '% Spell Damage'],
  ['weaponPower', 'weaponPower', 4, 'Puissance (armes)', 'Power (weapons)'],
  ['earthResPct', 'earthElementResistPercent', 5, '% Résistance Terre', '% Earth Resistance'],
  ['fireResPct', 'fireElementResistPercent', 5, '% Résistance Feu', '% Fire Resistance'],
  ['waterResPct', 'waterElementResistPercent', 5, '% Résistance Eau', '% Water Resistance'],
  ['airResPct', 'airElementResistPercent', 5, '% Résistance Air', '% Air Resistance'],
  ['neutralResPct', 'neutralElementResistPercent', 5, '% Résistance Neutre', '% Neutral Resistance'],
  ['earthRes', 'earthElementReduction', 5, 'Résistance Terre', 'Earth Resistance'],
  ['fireRes', 'fireElementReduction', 5, 'Résistance Feu', 'Fire Resistance'],
  ['waterRes', 'waterElementReduction', 5, 'Résistance Eau', 'Water Resistance'],
  ['airRes', 'airElementReduction', 5, 'Résistance Air', 'Air Resistance'],
  ['neutralRes', 'neutralElementReduction', 5, 'Résistance Neutre', 'Neutral Resistance'],
  ['critRes', 'criticalDamageReduction', 5, 'Résistance Critiques', 'Critical Resistance'],
  ['pushbackRes', 'pushDamageReduction', 5, 'Résistance Poussée', 'Pushback Resistance'],
  ['rangedResPct', 'rangedDamageReceivedPercent', 5, '% Résistance distance', '% Ranged Resistance'],
  ['meleeResPct', 'meleeDamageReceivedPercent', 5, '% Résistance mêlée', '% Melee Resistance'],
];

export const characteristics: Demo<Characteristic>[] = [
  // Category 1 holds internal characteristics the startup list leaves out.
  {
    id: 0,
    name: t('Points de vie', 'Life points'),
    keyword: 'lifePoints',
    categoryId: 1,
    visible: false,
    order: 0,
  },
  ...CHARACTERISTICS.map(([stat, keyword, categoryId, fr, en], index) => ({
    id: STAT[stat][0],
    name: t(fr, en),
    keyword,
    categoryId,
    visible: true,
    order: index + 1,
    upgradable: ['vitality', 'wisdom', 'strength', 'intelligence', 'chance', 'agility'].includes(stat),
  })),
];

/** Template "#1{~1~2 à }#2 X": `#1` from, `#2` to, the braces shown only when to ≠ from. */
function range(fr: string, en: string): EffectDef['description'] {
  const join = (name: string) => (name.startsWith('%') ? name : ` ${name}`);
  return { fr: `#1{~1~2 à }#2${join(fr)}`, en: `#1{~1~2 to }#2${join(en)}` };
}

const statEffects: EffectDef[] = CHARACTERISTICS.map(([stat, , categoryId, fr, en]) => ({
  id: STAT[stat][1],
  description: range(fr, en),
  characteristic: STAT[stat][0],
  category: categoryId === 5 ? 1 : 0,
  operator: '+',
  useDice: true,
  bonusType: 1,
  showInTooltip: true,
  effectPriority: CHARACTERISTICS.findIndex((c) => c[0] === stat) + 10,
}));

const DAMAGE_NAMES: Record<keyof typeof HIT, [string, string]> = {
  water: ['Eau', 'water'],
  earth: ['Terre', 'earth'],
  air: ['Air', 'air'],
  fire: ['Feu', 'fire'],
  neutral: ['Neutre', 'neutral'],
};
const damageEffects: EffectDef[] = (Object.keys(HIT) as (keyof typeof HIT)[]).map((element) => ({
  id: HIT[element],
  description: {
    fr: `#1{~1~2 à }#2 (dommages ${DAMAGE_NAMES[element][0]})`,
    en: `#1{~1~2 to }#2 (${DAMAGE_NAMES[element][1]} damage)`,
  },
  characteristic: 0,
  category: 2,
  operator: '-',
  useDice: true,
  bonusType: -1,
  elementId: ELEMENT[element],
  showInTooltip: true,
  effectPriority: 1,
}));

function plain(id: number, fr: string, en: string, category = 3, bonusType = 0): EffectDef {
  return {
    id,
    description: { fr, en },
    characteristic: 0,
    category,
    useDice: true,
    bonusType,
    showInTooltip: true,
  };
}

export const effects: EffectDef[] = [
  ...damageEffects,
  ...statEffects,
  plain(HEAL_EFFECT, 'Rend #1{~1~2 à }#2 PV', 'Restores #1{~1~2 to }#2 HP', 3, 1),
  plain(108, 'Soigne de #1{~1~2 à }#2 PV', 'Heals #1{~1~2 to }#2 HP', 2, 1),
  plain(5, 'Repousse de #1 case(s)', 'Pushes back #1 cell(s)'),
  plain(4, 'Téléporte à #1 case(s) maximum', 'Teleports up to #1 cell(s)'),
  plain(168, '-#1{~1~2 à -}#2 PA', '-#1{~1~2 to -}#2 AP', 3, -1),
  plain(169, '-#1{~1~2 à -}#2 PM', '-#1{~1~2 to -}#2 MP', 3, -1),
  plain(181, 'Invoque : #1', 'Summons: #1'),
];

export const jobs: Demo<Job>[] = [
  { id: 2, name: t('Bûcheron', 'Lumberjack'), iconId: 2 },
  { id: 11, name: t('Forgeron', 'Smith'), iconId: 11 },
  { id: 13, name: t('Sculpteur', 'Carver'), iconId: 13 },
  { id: 15, name: t('Cordonnier', 'Shoemaker'), iconId: 15 },
  { id: 16, name: t('Bijoutier', 'Jeweller'), iconId: 16 },
  { id: 24, name: t('Mineur', 'Miner'), iconId: 24 },
  { id: 26, name: t('Alchimiste', 'Alchemist'), iconId: 26 },
  { id: 27, name: t('Tailleur', 'Tailor'), iconId: 27 },
  { id: 28, name: t('Paysan', 'Farmer'), iconId: 28 },
];

/** The startup list must leave out gameTypeId 2 and communityId 100 (servers 404 and 405). */
export const servers: Demo<Server>[] = [
  {
    id: 401,
    name: t('Brumeval', 'Brumeval'),
    gameTypeId: 0,
    communityId: 0,
    language: 'fr',
    openingDate: '2019-03-12',
  },
  {
    id: 402,
    name: t('Orvelune', 'Orvelune'),
    gameTypeId: 0,
    communityId: 2,
    language: 'en',
    openingDate: '2020-06-02',
  },
  {
    id: 403,
    name: t('Cendrecourt', 'Cendrecourt'),
    gameTypeId: 0,
    communityId: 0,
    language: 'fr',
    openingDate: '2021-11-09',
  },
  {
    id: 404,
    name: t('Sablier (tournois)', 'Sablier (tournaments)'),
    gameTypeId: 2,
    communityId: 0,
    language: 'fr',
  },
  {
    id: 405,
    name: t('Essai-Lune (bêta)', 'Essai-Lune (beta)'),
    gameTypeId: 0,
    communityId: 100,
    language: 'fr',
  },
  {
    id: 406,
    name: t('Pierre-Haute Épique', 'Pierre-Haute Epic'),
    gameTypeId: 4,
    communityId: 0,
    language: 'fr',
    openingDate: '2024-07-01',
  },
];

export const worlds: Demo<World>[] = [
  {
    id: 1,
    name: t('Monde des Treize Lunes', 'World of the Thirteen Moons'),
    origineX: -10,
    origineY: -10,
    mapWidth: 20,
    mapHeight: 20,
  },
  {
    id: 2,
    name: t('Archipel des Brumes', 'Mist Archipelago'),
    origineX: 0,
    origineY: 0,
    mapWidth: 5,
    mapHeight: 5,
  },
];

export const breedRoles: Demo<BreedRole>[] = [
  {
    id: 1,
    name: t('Dommages', 'Damage'),
    description: t('Inflige de lourds dégâts.', 'Deals heavy damage.'),
    color: '#d9534f',
  },
  {
    id: 2,
    name: t('Protection', 'Protection'),
    description: t('Protège ses alliés.', 'Shields allies.'),
    color: '#5bc0de',
  },
  {
    id: 3,
    name: t('Soin', 'Healing'),
    description: t('Rend des points de vie.', 'Restores life points.'),
    color: '#5cb85c',
  },
  {
    id: 4,
    name: t('Entrave', 'Hindrance'),
    description: t('Retire PA et PM aux ennemis.', 'Removes enemy AP and MP.'),
    color: '#9b59b6',
  },
  {
    id: 5,
    name: t('Placement', 'Positioning'),
    description: t('Déplace alliés et ennemis.', 'Moves allies and enemies.'),
    color: '#f0ad4e',
  },
  {
    id: 6,
    name: t('Invocation', 'Summoning'),
    description: t('Combat avec des créatures.', 'Fights alongside creatures.'),
    color: '#795548',
  },
];
