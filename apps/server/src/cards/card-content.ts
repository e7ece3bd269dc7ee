/**
 * What a build's share card says, in one language: its title, class, level and author, its main
 * characteristics (computed by the rules from the game data, as the build's page does) and the items
 * it wears. Only facts of the data: a value the build does not have is left out, never drawn as 0.
 */
import { CHARACTERISTIC as C, computeStats, costTablesOfBreed, SLOT_KEYS, stuffFromPayload } from '@grimoire/rules';
import type { RulesBreed, RulesItem, RulesItemSet, StuffPayloadLike } from '@grimoire/rules';
import type { GameStore } from '../game/store';

export type CardLanguage = 'fr' | 'en';
type Text = Partial<Record<CardLanguage, string>>;

const WORDS = {
  level: { fr: 'niveau', en: 'level' },
  by: { fr: 'par', en: 'by' },
  anonymous: { fr: 'anonyme', en: 'anonymous' },
  unknownClass: { fr: 'Classe inconnue', en: 'Unknown class' },
  hp: { fr: 'PV', en: 'HP' },
  ap: { fr: 'PA', en: 'AP' },
  mp: { fr: 'PM', en: 'MP' },
  range: { fr: 'PO', en: 'Range' },
  more: { fr: '+{n} autres', en: '+{n} more' },
} as const;

export const word = (key: keyof typeof WORDS, lang: CardLanguage) => WORDS[key][lang];

/** After HP, AP, MP and range: the element characteristics (highest first), then these, when the build has them. */
const ELEMENT_STATS = [C.strength, C.intelligence, C.chance, C.agility];
const OTHERS = [C.power, C.critical, C.damage, C.wisdom, C.heals, C.initiative];
const MAX_STATS = 10;
/** Three rows of three pills: eight items, and the ninth place says how many more. */
export const MAX_ITEMS = 8;

export interface CardStat {
  label: string;
  value: number;
}
export interface CardItem {
  id: number;
  name: string;
  img?: string;
}
export interface CardContent {
  title: string;
  /** "Iop · niveau 200 · par Name" */
  subtitle: string;
  stats: CardStat[];
  items: CardItem[];
  /** Items beyond the shown ones. */
  moreItems: number;
  labels: string[];
}

/** The records a card reads, indexed once per store. */
export class CardGameData {
  private indexes = new Map<string, Map<number, Record<string, unknown>>>();
  constructor(private readonly store: GameStore) {}

  record<T>(collection: string, id: number): T | undefined {
    let index = this.indexes.get(collection);
    if (!index) {
      index = new Map((this.store.collections.get(collection) ?? []).map((doc) => [doc.id as number, doc]));
      this.indexes.set(collection, index);
    }
    return index.get(id) as T | undefined;
  }
}

const text = (value: Text | undefined, lang: CardLanguage) => value?.[lang];

export interface CardBuild extends StuffPayloadLike {
  title: string;
  authorName: string | null;
  tags: readonly string[];
  elements: readonly string[];
}

/** Labels of the tags and elements, as the pages word them. */
const LABELS: Record<string, Text> = {
  pvm: { fr: 'PvM', en: 'PvM' },
  pvp: { fr: 'PvP', en: 'PvP' },
  koliseum: { fr: 'Kolizéum', en: 'Koliseum' },
  solo: { fr: 'Solo', en: 'Solo' },
  group: { fr: 'Groupe', en: 'Group' },
  budget: { fr: 'Petit budget', en: 'Low budget' },
  neutral: { fr: 'Neutre', en: 'Neutral' },
  earth: { fr: 'Terre', en: 'Earth' },
  fire: { fr: 'Feu', en: 'Fire' },
  water: { fr: 'Eau', en: 'Water' },
  air: { fr: 'Air', en: 'Air' },
};

export function cardContent(build: CardBuild, game: CardGameData, lang: CardLanguage): CardContent {
  const stuff = stuffFromPayload(build);
  const wornIds = SLOT_KEYS.flatMap((slot) => (stuff.items[slot] === null ? [] : [stuff.items[slot]]));
  const items = new Map<number, RulesItem & { name?: Text; img?: string }>();
  for (const id of wornIds) {
    const item = game.record<RulesItem & { name?: Text; img?: string }>('items', id);
    if (item) items.set(id, item);
  }
  const sets = new Map<number, RulesItemSet>();
  for (const item of items.values()) {
    const set = item.itemSetId && item.itemSetId > 0 ? game.record<RulesItemSet>('item-sets', item.itemSetId) : undefined;
    if (set) sets.set(set.id, set);
  }
  const breed = game.record<RulesBreed & { shortName?: Text }>('breeds', stuff.breedId);
  const stats = computeStats(stuff, { items, sets, costs: costTablesOfBreed(breed) });
  const characteristicName = (id: number) => text(game.record<{ name?: Text }>('characteristics', id)?.name, lang);
  const shown: CardStat[] = [
    { label: word('hp', lang), value: stats.derived.lifePoints },
    { label: word('ap', lang), value: stats.derived.ap },
    { label: word('mp', lang), value: stats.derived.mp },
    { label: word('range', lang), value: stats.derived.range },
  ];
  const byValue = [...ELEMENT_STATS].sort((a, b) => (stats.totals[b] ?? 0) - (stats.totals[a] ?? 0));
  for (const id of [...byValue, ...OTHERS]) {
    const value = stats.totals[id] ?? 0;
    const label = characteristicName(id);
    if (value !== 0 && label && shown.length < MAX_STATS) shown.push({ label, value });
  }
  const named = [...new Set(wornIds)].flatMap((id) => {
    const name = text(items.get(id)?.name, lang);
    return name ? [{ id, name, img: items.get(id)?.img }] : [];
  });
  const className = text(breed?.shortName, lang) ?? word('unknownClass', lang);
  return {
    title: build.title,
    subtitle: `${className} · ${word('level', lang)} ${stuff.level} · ${word('by', lang)} ${build.authorName ?? word('anonymous', lang)}`,
    stats: shown,
    items: named.slice(0, MAX_ITEMS),
    moreItems: Math.max(0, named.length - MAX_ITEMS),
    labels: [...build.elements, ...build.tags].flatMap((key) => (LABELS[key]?.[lang] ? [LABELS[key][lang]!] : [])),
  };
}
