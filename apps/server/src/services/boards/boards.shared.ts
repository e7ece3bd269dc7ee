/** The contract of the boards: `api/portals`, `api/groupfinder` and their moderators' `api/board-moderation`. */
export const portalsPath = 'portals';
export const groupfinderPath = 'groupfinder';
export const boardModerationPath = 'board-moderation';
export const boardMethods = ['find', 'get', 'create', 'patch', 'remove'] as const;

export const FLAG_REASON_MIN = 3;
export const FLAG_REASON_MAX = 200;
export const DESCRIPTION_MAX = 500;
export const CONTACT_MAX = 40;
export const ACTIVITY_MAX = 80;
/** Achievements a listing may target, and idols it plans to use (the game allows 6 idols). */
export const ACHIEVEMENTS_MAX = 20;
export const IDOLS_MAX = 6;
/** Languages a group can speak: the site's two, and the game's other community languages. */
export const LISTING_LANGUAGES = ['fr', 'en', 'es', 'de', 'pt', 'it'] as const;
export type ListingLanguage = (typeof LISTING_LANGUAGES)[number];
export const isListingLanguage = (value: unknown): value is ListingLanguage => (LISTING_LANGUAGES as readonly unknown[]).includes(value);
/** The list size cap of both boards. */
export const BOARD_PAGE_MAX = 100;
