import type { CardContent, CardLanguage } from './card-content';
export declare const CARD_WIDTH = 1200;
export declare const CARD_HEIGHT = 630;
type Node = {
    type: string;
    props: Record<string, unknown> & {
        style?: Record<string, unknown>;
        children?: unknown;
    };
};
/** The card's layout: title and who, labels, characteristic tiles, then the worn items. */
export declare function cardTree(content: CardContent, lang: CardLanguage, icons: ReadonlyMap<number, string>): Node;
/** The PNG of a card. */
export declare function renderCard(content: CardContent, lang: CardLanguage, icons?: ReadonlyMap<number, string>): Promise<Buffer>;
export {};
