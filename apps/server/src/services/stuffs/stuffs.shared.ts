/** The contract of `api/stuffs` (saved and shared builds) and of `api/look` (the class picture). */
export const stuffsPath = 'stuffs';
export const stuffsMethods = ['find', 'get', 'create', 'update', 'remove'] as const;

/** Spec §4 stuff sharing: public, hidden (unlisted, link only), private (owner only, needs an account). */
export const STUFF_SHARINGS = ['public', 'hidden', 'private'] as const;
export type StuffSharing = (typeof STUFF_SHARINGS)[number];

export const STUFF_TITLE_MIN = 2;
export const STUFF_TITLE_MAX = 100;
export const STUFF_LIST_LIMIT_MAX = 50;
export const STUFF_LIST_LIMIT_DEFAULT = 20;
/** The API keeps at most this many pinned spells per stuff. */
export const MAX_PINNED_SPELLS = 50;
/** A guest's stuff is edited with the secret its creation answered, sent in this header. */
export const EDIT_SECRET_HEADER = 'x-edit-secret';

/** What an author says a build is for; the public list filters on them. */
export const STUFF_TAGS = ['pvm', 'pvp', 'koliseum', 'solo', 'group', 'budget'] as const;
export type StuffTag = (typeof STUFF_TAGS)[number];
/** The elements an author says a build hits in. */
export const STUFF_ELEMENTS = ['neutral', 'earth', 'fire', 'water', 'air'] as const;
export type StuffElement = (typeof STUFF_ELEMENTS)[number];
/** The public list's orders: newest change first, or most liked first. */
export const STUFF_LIST_ORDERS = ['recent', 'likes'] as const;

/** `api/stuff-likes`: `create({ stuff })` likes a public stuff, `remove(stuffId)` takes the like back. */
export const stuffLikesPath = 'stuff-likes';
export const stuffLikesMethods = ['create', 'remove'] as const;
/** `api/profiles/{username}`: a member's public face (name, public builds, likes received). */
export const profilesPath = 'profiles';
export const profilesMethods = ['get'] as const;

export const lookPath = 'look';
export const lookMethods = ['find'] as const;
