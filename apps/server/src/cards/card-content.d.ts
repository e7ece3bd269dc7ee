import type { StuffPayloadLike } from '@grimoire/rules';
import type { GameStore } from '../game/store';
export type CardLanguage = 'fr' | 'en';
declare const WORDS: {
    readonly level: {
        readonly fr: "niveau";
        readonly en: "level";
    };
    readonly by: {
        readonly fr: "par";
        readonly en: "by";
    };
    readonly anonymous: {
        readonly fr: "anonyme";
        readonly en: "anonymous";
    };
    readonly unknownClass: {
        readonly fr: "Classe inconnue";
        readonly en: "Unknown class";
    };
    readonly hp: {
        readonly fr: "PV";
        readonly en: "HP";
    };
    readonly ap: {
        readonly fr: "PA";
        readonly en: "AP";
    };
    readonly mp: {
        readonly fr: "PM";
        readonly en: "MP";
    };
    readonly range: {
        readonly fr: "PO";
        readonly en: "Range";
    };
    readonly more: {
        readonly fr: "+{n} autres";
        readonly en: "+{n} more";
    };
};
export declare const word: (key: keyof typeof WORDS, lang: CardLanguage) => "level" | "niveau" | "par" | "by" | "anonyme" | "anonymous" | "Classe inconnue" | "Unknown class" | "PV" | "HP" | "PA" | "AP" | "PM" | "MP" | "PO" | "Range" | "+{n} autres" | "+{n} more";
/** Three rows of three pills: eight items, and the ninth place says how many more. */
export declare const MAX_ITEMS = 8;
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
export declare class CardGameData {
    private readonly store;
    private indexes;
    constructor(store: GameStore);
    record<T>(collection: string, id: number): T | undefined;
}
export interface CardBuild extends StuffPayloadLike {
    title: string;
    authorName: string | null;
    tags: readonly string[];
    elements: readonly string[];
}
export declare function cardContent(build: CardBuild, game: CardGameData, lang: CardLanguage): CardContent;
export {};
