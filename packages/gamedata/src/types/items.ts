/** Items, item types, sets, recipes and mounts. */
import type { I18nText, MaybeNamedDoc, NamedDoc } from './common.ts';

export interface ItemEffect {
  /** Game effect id (`effects` collection). */
  effectId: number;
  /** Characteristic id (spec section 3 table), 0 when the effect is not a characteristic. */
  characteristic: number;
  from: number;
  /** Upper bound; equal to `from` for a fixed value. */
  to: number;
}

export interface WeaponStats {
  apCost: number;
  minRange: number;
  maxRange: number;
  criticalHitProbability: number;
  criticalHitBonus: number;
  maxCastPerTurn: number;
}

export interface Item extends NamedDoc {
  description?: I18nText;
  level: number;
  typeId: number;
  superTypeId?: number;
  iconId?: number;
  /** Absolute image URL, or a path under IMAGE_BASE_URL. */
  img?: string;
  effects: ItemEffect[];
  /** Game criterion string, e.g. `(CS>100&PL>50)|Pa=3`. */
  criterions?: string;
  itemSetId?: number;
  recipeIds: number[];
  dropMonsterIds: number[];
  /**
   * Set when (nearly) every monster of the game drops the item (an event drop): pages say so once
   * instead of listing thousands of monsters; `dropMonsterIds` still lists them for the API.
   */
  droppedByEveryMonster?: { monsters: number; percentMin: number; percentMax: number };
  /** Stuff slot name from the item-type table (`weapon`, `ring`, `dofus`...), when equippable. */
  slot?: ItemSlot;
  weapon?: WeaponStats;
  /** The mount a certificate stands for (its effects are that mount's bonuses when the dumps give the certificate none). */
  mountId?: number;
  /** Item ids of quests/achievements rewarding it are derived by the API, not stored. */
  isEquipment?: boolean;
}

export type ItemSlot =
  'weapon' | 'amulet' | 'boots' | 'ring' | 'belt' | 'helmet' | 'cape' | 'shield' | 'dofus' | 'pet';

export interface ItemType extends NamedDoc {
  superTypeId: number;
  categoryId?: number;
  slot?: ItemSlot;
  craftXpRatio?: number;
  /** A Dofus 3 type known only by name: its id (≥ 100000) is made from the name, not the game's. */
  withoutGameId?: boolean;
  /** A type the game removed before 2.73, still on items of 2021-22 dumps. */
  removedFromGame?: boolean;
}

export interface ItemSuperType extends MaybeNamedDoc {
  possiblePositions?: number[];
}

export interface SetBonus {
  /** Number of distinct pieces worn for this bonus row. */
  itemCount: number;
  effects: ItemEffect[];
}

export interface ItemSet extends NamedDoc {
  level: number;
  itemIds: number[];
  bonuses: SetBonus[];
  /** The game hides the set's bonuses until they are worn (2.73 `ItemSets`; absent for later sets). */
  bonusIsSecret?: boolean;
}

export interface Recipe {
  /** Same as resultId (one recipe per result item). */
  id: number;
  resultId: number;
  resultTypeId?: number;
  resultLevel?: number;
  jobId: number;
  skillId?: number;
  ingredientIds: number[];
  quantities: number[];
}

export interface Mount extends NamedDoc {
  familyId: number;
  certificateId?: number;
  effects: ItemEffect[];
  img?: string;
  /** Breeding data (elevagesimu, Dofus 3.6): family key, generation, colours, parents pairs. */
  family?: string;
  generation?: number;
  /** The colours in French, as the breeding source names them (the key of a colour, `mountColourKey`). */
  colors?: string[];
  /**
   * The same colours by language, for display: English from the one-colour mounts' English names
   * ("Dragodinde Ébène" / "Ebony Dragoturkey": Ébène is Ebony); a colour no such pair names has none.
   */
  colorNames?: Partial<Record<'fr' | 'en', string>>[];
  capturable?: boolean;
  breedable?: boolean;
  /** Client `geneticWeight` (90 one-colour Dragoturkeys/Seemyools, 20 two-colour, 1 every Rhineetle). */
  geneticWeight?: number;
  /** Item id of the mount (Dofus 3: 33000…). */
  itemId?: number;
  captureMonsterId?: number;
  crossings?: number[][];
  /** Extraction items this mount gives. */
  extractionQty?: number;
  /** Génétons this mount brings as a parent of a record baby, per rules version (`3.5`, `3.6`, `3.7`). */
  genetons?: Record<string, number>;
}

/** A breeding family (elevagesimu): id = the game's mount family id (1, 5, 6). */
export interface MountFamily extends NamedDoc {
  /** `dragodinde`, `muldo` or `volkorne` (the key of `Mount.family`). */
  key: string;
  plural?: Partial<I18nText>;
  commonBonus?: Partial<I18nText>;
  extractionItemId?: number;
  /** Where generation 1 is captured (names in French only in the source). */
  captureZone?: {
    subArea?: Partial<I18nText>;
    area?: Partial<I18nText>;
    xRange: number[];
    yRange: number[];
    levels: number[];
    nearestZaap?: { name?: Partial<I18nText>; coords: number[] };
    monsterIds: number[];
  };
}
