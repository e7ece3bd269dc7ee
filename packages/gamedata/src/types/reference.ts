/** Characteristics, effect definitions, skills and XP tables. */
import type { I18nText, MaybeNamedDoc, NamedDoc, UiLang } from './common.ts';

export interface Characteristic extends NamedDoc {
  keyword: string;
  categoryId: number;
  visible: boolean;
  order: number;
  upgradable?: boolean;
  asset?: string;
}

/** A section of the characteristics sheet; the dumps hold no name for it. */
export interface CharacteristicCategory extends MaybeNamedDoc {
  order?: number;
  characteristicIds: number[];
}

export interface EffectDef {
  id: number;
  /** Description template with `#1`, `#2`, `#3` placeholders, per language. */
  description: I18nText;
  characteristic: number;
  category?: number;
  operator?: string;
  useDice?: boolean;
  bonusType?: number;
  elementId?: number;
  showInTooltip?: boolean;
  effectPriority?: number;
  oppositeId?: number;
  missingTranslations?: UiLang[];
}

export interface Skill {
  id: number;
  name?: I18nText;
  parentJobId?: number;
  isForgemagus?: boolean;
  levelMin?: number;
  gatheredRessourceItem?: number;
  craftableItemIds?: number[];
  modifiableItemTypeIds?: number[];
  interactiveId?: number;
}

export interface XpTable {
  id: number;
  /** `metier` (job), `monture` (mount) or `familiers` (pet). */
  table: string;
  /** [level, cumulative XP]. */
  levels: [number, number][];
}
