/**
 * The contract of the back office's services (spec §6-7): the curated tables staff edit, the maps
 * left to tag, the audit log of every write, and the public view of NPC shops.
 */
export const customInteractivesPath = 'custom-interactives';
export const npcShopPath = 'npc-shop';
export const poiGfxPath = 'poi-gfx';
export const mapClueEditsPath = 'map-clue-edits';
export const appearancesPath = 'appearances';
export const missingInteractivesPath = 'custom-interactives-missing';
export const auditLogPath = 'audit-log';
export const shopListingsPath = 'npc-shop-listings';

export const HARVEST_QUANTITY_MAX = 99;
export const SHOP_NAME_MAX = 80;
export const SHOP_ITEMS_MAX = 200;
export const PRICE_MAX = 1_000_000_000;
export const MAP_CLUE_EDIT_KINDS = ['present', 'absent'] as const;
export const APPEARANCE_IDS_MAX = 20;
export const LOOK_MAX = 500;
/** The game's entity look string: `{bones|skins|colors|scales|sub-looks}` made of digits and separators. */
export const LOOK_PATTERN = '^\\{[0-9,|=@*{}^-]*\\}$';

interface Stamped {
  _id: number;
  createdAt: string;
  updatedAt: string;
}

/** Where a record's map lies, copied from the game data when it is tagged. */
interface Placed {
  mapId: number;
  posX: number;
  posY: number;
  worldMap: number;
  subAreaId: number | null;
}

/** A harvestable tagged on a map. */
export interface CustomInteractiveRecord extends Stamped, Placed {
  itemId: number;
  jobId: number | null;
  skillId: number | null;
  quantity: number;
}

export interface ShopItem {
  itemId: number;
  price: number;
  /** The item paid with (tokens, doploons…); absent = kamas. */
  currencyItemId?: number;
}

/** An NPC's shop on a map. */
export interface NpcShopRecord extends Stamped, Placed {
  name: string;
  npcId: number | null;
  items: ShopItem[];
}

/** A treasure-hunt point of interest → the graphic element showing it in the game. */
export interface PoiGfxRecord extends Stamped {
  poiId: number;
  gfxId: number;
}

/** A clue staff put on a map (`present`) or took off it (`absent`). */
export interface MapClueEditRecord extends Stamped, Placed {
  clueId: number;
  kind: (typeof MAP_CLUE_EDIT_KINDS)[number];
}

/** An item's appearance (skin) ids and look string. */
export interface AppearanceRecord extends Stamped {
  itemId: number;
  appearanceIds: number[];
  look: string | null;
}
