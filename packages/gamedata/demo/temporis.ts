/** Temporis: collectible modsters of every rarity. */
import type { Modster, ModsterRarity } from '../src/types.ts';
import { type Demo, t } from './util.ts';

/** [id, rarity, fr, en, parents] — evolutions name the modsters they grow from. */
const MODSTERS: [number, ModsterRarity, string, string, number[]?][] = [
  [1, 'common', 'Broutinet', 'Grazelet'],
  [2, 'common', 'Piafrelin', 'Finchling'],
  [3, 'common', 'Crapoussin', 'Toadkin'],
  [4, 'common', 'Loupichon', 'Wolfpup'],
  [5, 'rare', 'Broutinet Pourpre', 'Purple Grazelet'],
  [6, 'rare', 'Tourbillonnet', 'Little Whirl'],
  [7, 'rare', 'Champiluisant', 'Glowshroom'],
  [8, 'evolution', 'Grand Broutard', 'Great Grazer', [1, 5]],
  [9, 'evolution', 'Crapaud Ténor', 'Tenor Toad', [3]],
  [10, 'epic', 'Djinnelet', 'Djinnling'],
  [11, 'epic', 'Épouvantin', 'Scarekin'],
  [12, 'legendary', 'Roi des Vases', 'King of the Mire', [9]],
  [13, 'legendary', 'Louve Lunaire', 'Lunar She-Wolf', [4]],
  [14, 'unique', 'Treizième Lune', 'Thirteenth Moon'],
];

export const modsters: Demo<Modster>[] = MODSTERS.map(([id, rarity, fr, en, parents], index) => ({
  id,
  name: t(fr, en),
  rarity,
  order: index + 1,
  ...(parents ? { parentsModsterId: parents } : {}),
  activeSpellIds: [9001 + (index % 10)],
}));
