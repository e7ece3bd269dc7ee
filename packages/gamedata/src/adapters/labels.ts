/**
 * Constant tables that map the text labels some sources use (dofus-forge FR/EN stat labels,
 * dofuslab EN stat labels, item type names) to game ids. These are lookup keys, not game data.
 * Effect ids are the game's (datafus `Effects.json`): [bonus effect id, malus effect id].
 */
import { nameKey } from '../util/slug.ts';

/** [FR label, EN label(s), bonus effect id, malus effect id] for characteristic lines. */
const STAT_ROWS: [string, string[], number, number][] = [
  ['Vitalité', ['Vitality'], 125, 153],
  ['Sagesse', ['Wisdom'], 124, 156],
  ['Intelligence', ['Intelligence'], 126, 155],
  ['Agilité', ['Agility'], 119, 154],
  ['Force', ['Strength'], 118, 157],
  ['Chance', ['Chance'], 123, 152],
  ['% Critique', ['% Critical', 'Critical'], 115, 171],
  ['Prospection', ['Prospecting'], 176, 177],
  ['PA', ['AP'], 111, 168],
  ['PM', ['MP'], 128, 169],
  ['Portée', ['Range'], 117, 116],
  ['Fuite', ['Dodge'], 752, 754],
  ['Tacle', ['Lock'], 753, 755],
  ['Puissance', ['Power'], 138, 186],
  ['Soin', ['Heal', 'Heals'], 178, 179],
  ['Initiative', ['Initiative'], 174, 175],
  ['Invocation', ['Summons', 'Summon'], 182, 182],
  ['Pod', ['Pod', 'Pods'], 158, 159],
  ['Dommage', ['Damage'], 112, 145],
  ['Dommage Neutre', ['Neutral Damage'], 430, 431],
  ['Dommage Terre', ['Earth Damage'], 422, 423],
  ['Dommage Feu', ['Fire Damage'], 424, 425],
  ['Dommage Eau', ['Water Damage'], 426, 427],
  ['Dommage Air', ['Air Damage'], 428, 429],
  ['Dommage Critiques', ['Critical Damage'], 418, 419],
  ['Dommage Poussée', ['Pushback Damage'], 414, 415],
  ['Dommage Pièges', ['Trap Damage'], 225, 225],
  ['Puissance Pièges', ['Power (traps)'], 226, 226],
  ['Dommages Renvoyés', ['reflected damage', 'Reflected Damage'], 220, 220],
  ['Résistance Critiques', ['Critical Resistance'], 420, 421],
  ['Résistance Poussée', ['Pushback Resistance'], 416, 417],
  ['Retrait PA', ['AP Reduction'], 410, 411],
  ['Retrait PM', ['MP Reduction'], 412, 413],
  ['Esquive PA', ['AP Parry'], 160, 162],
  ['Esquive PM', ['MP Parry'], 161, 163],
  ['% Résistance Neutre', ['% Neutral Resistance'], 214, 219],
  ['% Résistance Terre', ['% Earth Resistance'], 210, 215],
  ['% Résistance Feu', ['% Fire Resistance'], 213, 218],
  ['% Résistance Eau', ['% Water Resistance'], 211, 216],
  ['% Résistance Air', ['% Air Resistance'], 212, 217],
  ['Résistance Neutre', ['Neutral Resistance'], 244, 249],
  ['Résistance Terre', ['Earth Resistance'], 240, 245],
  ['Résistance Feu', ['Fire Resistance'], 243, 248],
  ['Résistance Eau', ['Water Resistance'], 241, 246],
  ['Résistance Air', ['Air Resistance'], 242, 247],
  ['% Résistance mêlée', ['% Melee Resistance'], 2803, 2802],
  ['% Résistance distance', ['% Ranged Resistance'], 2807, 2806],
  ['% Dommages mêlée', ['% Melee Damage'], 2800, 2801],
  ['% Dommages distance', ['% Ranged Damage'], 2804, 2805],
  ["% Dommages d'armes", ['% Weapon Damage'], 2808, 2809],
  ['% Dommages aux sorts', ['% Spell Damage'], 2812, 2813],
  ['Arme de chasse', ['Hunting weapon'], 795, 795],
];

/** Weapon hit lines (dofus-forge FR lower-case labels, dofuslab `weapon_effects`). */
const WEAPON_ROWS: [string, string[], number][] = [
  ['dommages Neutre', ['Neutral damage'], 100],
  ['dommages Terre', ['Earth damage'], 97],
  ['dommages Feu', ['Fire damage'], 99],
  ['dommages Eau', ['Water damage'], 96],
  ['dommages Air', ['Air damage'], 98],
  ['vol Neutre', ['Neutral steal'], 95],
  ['vol Terre', ['Earth steal'], 92],
  ['vol Feu', ['Fire steal'], 94],
  ['vol Eau', ['Water steal'], 91],
  ['vol Air', ['Air steal'], 93],
  ['soins Feu', ['Fire heals', 'Fire healing'], 108],
  ['PA', ['AP'], 101],
  ['PM', ['MP'], 127],
];

const statByLabel = new Map<string, [number, number]>();
for (const [fr, ens, plus, minus] of STAT_ROWS) {
  statByLabel.set(fr, [plus, minus]);
  for (const en of ens) statByLabel.set(en, [plus, minus]);
}
/** Exact (case-sensitive) labels first: FR "dommages Neutre" (weapon) ≠ "Dommage Neutre" (stat). */
const weaponByLabel = new Map<string, number>();
for (const [fr, ens, id] of WEAPON_ROWS) {
  weaponByLabel.set(fr, id);
  for (const en of ens) weaponByLabel.set(en, id);
}
const statByKey = new Map<string, [number, number]>();
for (const [label, ids] of statByLabel) statByKey.set(nameKey(label), ids);

/** Effect id of a characteristic label (`negative`: the malus effect). */
export function statEffectId(label: string, negative: boolean): number | undefined {
  const ids = statByLabel.get(label.trim()) ?? statByKey.get(nameKey(label));
  return ids ? ids[negative ? 1 : 0] : undefined;
}

/** Effect id of a weapon hit line label; in `weaponContext` "AP"/"MP" lines are AP/MP steals. */
export function weaponEffectId(label: string, weaponContext: boolean): number | undefined {
  const t = label.trim();
  if (!weaponContext && (t === 'PA' || t === 'AP' || t === 'PM' || t === 'MP')) return undefined;
  return weaponByLabel.get(t);
}

/** Labels of dofus-forge/dofuslab lines that are text, not effects: skipped silently. */
export function isLabelEffect(label: string): boolean {
  return statEffectId(label, false) !== undefined || weaponByLabel.has(label.trim());
}

/**
 * Item type names → game item type id, for types no crafted item reveals (the importer learns the
 * others from recipes: see `finalize`). FR and EN names as the sources spell them.
 */
export const ITEM_TYPE_NAMES: [number, string, string][] = [
  [1, 'Amulette', 'Amulet'],
  [2, 'Arc', 'Bow'],
  [3, 'Baguette', 'Wand'],
  [4, 'Bâton', 'Staff'],
  [5, 'Dague', 'Dagger'],
  [6, 'Épée', 'Sword'],
  [7, 'Marteau', 'Hammer'],
  [8, 'Pelle', 'Shovel'],
  [9, 'Anneau', 'Ring'],
  [10, 'Ceinture', 'Belt'],
  [11, 'Bottes', 'Boots'],
  [16, 'Chapeau', 'Hat'],
  [17, 'Cape', 'Cloak'],
  [18, 'Familier', 'Pet'],
  [19, 'Hache', 'Axe'],
  [20, 'Outil', 'Tool'],
  [21, 'Pioche', 'Pickaxe'],
  [22, 'Faux', 'Scythe'],
  [23, 'Dofus', 'Dofus'],
  [82, 'Bouclier', 'Shield'],
  [83, "Pierre d'âme", 'Soul stone'],
  [99, 'Filet de capture', 'Capture net'],
  [114, 'Arme magique', 'Magic weapon'],
  [121, 'Montilier', 'Petsmount'],
  [151, 'Trophée', 'Trophy'],
  [217, 'Prysmaradite', 'Prysmaradite'],
  [271, 'Lance', 'Lance'],
];

/**
 * Item super types (ids of datafus `ItemSuperTypes.json`; the dump has no names). Names follow the item
 * types each one groups (datafus `ItemTypes.superTypeId`) and the game's equipment positions; EN as the
 * dofus-forge item labels spell them (Sidekick, Perceptor). Id 26 groups one unnamed type and stays unnamed.
 */
export const ITEM_SUPER_TYPES: [number, string, string][] = [
  [1, 'Amulette', 'Amulet'],
  [2, 'Arme', 'Weapon'],
  [3, 'Anneau', 'Ring'],
  [4, 'Ceinture', 'Belt'],
  [5, 'Bottes', 'Boots'],
  [6, 'Consommable', 'Consumable'],
  [7, 'Bouclier', 'Shield'],
  [9, 'Ressource', 'Resource'],
  [10, 'Chapeau', 'Hat'],
  [11, 'Cape', 'Cloak'],
  [12, 'Familier', 'Pet'],
  [13, 'Dofus, trophée et prysmaradite', 'Dofus, trophy and prysmaradite'],
  [14, 'Objet de quête', 'Quest item'],
  [15, 'Mutation', 'Mutation'],
  [16, 'Nourriture boost', 'Boost food'],
  [17, 'Bénédiction', 'Blessing'],
  [18, 'Malédiction', 'Curse'],
  [19, 'Buff roleplay', 'Roleplay buff'],
  [20, 'Suiveur', 'Follower'],
  [22, 'Objet vivant', 'Living object'],
  [23, 'Compagnon', 'Sidekick'],
  [24, 'Équipement de monture', 'Mount equipment'],
  [25, 'Costume', 'Costume'],
  [27, 'Certificat de monture', 'Mount certificate'],
  [69, 'Équipement de percepteur', 'Perceptor equipment'],
  [70, 'Objet de capture', 'Capture item'],
];

/**
 * The two world maps (datafus `WorldMaps.json`) and their super areas (`SuperAreas.json`, by `worldmapId`)
 * every player knows; the dump names none, and the other maps (dimensions, instances) stay unnamed.
 */
export const MAIN_WORLDS: [worldmapId: number, fr: string, en: string][] = [
  [1, 'Monde des Douze', 'World of Twelve'],
  [2, 'Incarnam', 'Incarnam'],
];

/** Class names per breed id (the 19 playable classes), with dofus-forge `classSlug`. */
export const BREEDS: [id: number, slug: string, fr: string, en: string][] = [
  [1, 'feca', 'Féca', 'Feca'],
  [2, 'osamodas', 'Osamodas', 'Osamodas'],
  [3, 'enutrof', 'Enutrof', 'Enutrof'],
  [4, 'sram', 'Sram', 'Sram'],
  [5, 'xelor', 'Xélor', 'Xelor'],
  [6, 'ecaflip', 'Écaflip', 'Ecaflip'],
  [7, 'eniripsa', 'Eniripsa', 'Eniripsa'],
  [8, 'iop', 'Iop', 'Iop'],
  [9, 'cra', 'Crâ', 'Cra'],
  [10, 'sadida', 'Sadida', 'Sadida'],
  [11, 'sacrier', 'Sacrieur', 'Sacrier'],
  [12, 'pandawa', 'Pandawa', 'Pandawa'],
  [13, 'rogue', 'Roublard', 'Rogue'],
  [14, 'masqueraider', 'Zobal', 'Masqueraider'],
  [15, 'foggernaut', 'Steamer', 'Foggernaut'],
  [16, 'eliotrope', 'Eliotrope', 'Eliotrope'],
  [17, 'huppermage', 'Huppermage', 'Huppermage'],
  [18, 'ouginak', 'Ouginak', 'Ouginak'],
  [20, 'forgelance', 'Forgelance', 'Forgelance'],
];

/** Alignment sides (ids of datafus `AlignmentSides.json`). */
export const ALIGNMENT_SIDES: [number, string, string][] = [
  [0, 'Neutre', 'Neutral'],
  [1, 'Bonta', 'Bonta'],
  [2, 'Brâkmar', 'Brakmar'],
  [3, 'Mercenaire', 'Mercenary'],
];

/** The twelve months of the game calendar (ids of datafus `Months.json`, 0 = January). */
export const MONTHS: [number, string, string][] = [
  [0, 'Javian', 'Javian'],
  [1, 'Flovor', 'Flovor'],
  [2, 'Martalo', 'Martalo'],
  [3, 'Aperirel', 'Aperirel'],
  [4, 'Maisial', 'Maisial'],
  [5, 'Juinssidor', 'Juinssidor'],
  [6, 'Jullier', 'Jullier'],
  [7, 'Fraouctor', 'Fraouctor'],
  [8, 'Septange', 'Septange'],
  [9, 'Octolliard', 'Octolliard'],
  [10, 'Novamaire', 'Novamaire'],
  [11, 'Descendre', 'Descendre'],
];

/** Spec section 3: item type id → stuff slot. */
const SLOT_ROWS: [string, number[]][] = [
  ['weapon', [102, 2, 114, 3, 4, 5, 6, 7, 8, 22, 99, 19, 20, 83, 21, 271]],
  ['amulet', [1]],
  ['boots', [11]],
  ['ring', [9]],
  ['belt', [10]],
  ['helmet', [16]],
  ['cape', [17, 81]],
  ['shield', [82]],
  ['dofus', [23, 217, 151]],
  ['pet', [18, 121, 97, 196, 207]],
];
export const SLOT_BY_TYPE = new Map<number, string>();
for (const [slot, ids] of SLOT_ROWS) for (const id of ids) SLOT_BY_TYPE.set(id, slot);

/** Effect id → its FR/EN stat labels (bonus and malus ids alike). */
export const statLabelsByEffectId = new Map<number, { fr: string; en: string }>();
for (const [fr, ens, plus, minus] of STAT_ROWS) {
  for (const id of [plus, minus])
    if (!statLabelsByEffectId.has(id)) statLabelsByEffectId.set(id, { fr, en: ens[0] });
}

/** Weapon hit effect id → its FR/EN line labels. */
export const weaponLabelsByEffectId = new Map<number, { fr: string; en: string }>();
for (const [fr, ens, id] of WEAPON_ROWS) weaponLabelsByEffectId.set(id, { fr, en: ens[0] });
