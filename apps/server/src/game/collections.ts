import { DIMENSIONS } from '@grimoire/rules';
/** Which game collections are served, and the derived fields added to some documents at load. */

/**
 * The spec's (§7) read-only collections. Those absent from the bundle are still served, empty
 * (`total: 0`), so clients get an empty list rather than a 404. `version` has its own service;
 * `criterion/{id}` and `look` are computed endpoints, not collections.
 */
export const SPEC_COLLECTIONS = [
  'quests',
  'quest-steps',
  'quest-step-rewards',
  'quest-categories',
  'quest-objectives',
  'point-of-interest',
  'subareas',
  'world',
  'worlds',
  'elements',
  'map-positions',
  'map-references',
  'achievements',
  'achievement-categories',
  'achievement-rewards',
  'achievement-objectives',
  'spell-levels',
  'spell-variants',
  'spell-states',
  'spell-pairs',
  'spells',
  'effects',
  'items',
  'item-sets',
  'item-types',
  'item-super-types',
  'monsters',
  'monster-races',
  'monster-super-races',
  'recipes',
  'skills',
  'recoltables2',
  'emoticons',
  'companions',
  'titles',
  'legendary-power-categories',
  'documents',
  'feature-descriptions',
  'ornaments',
  'havenbag-themes',
  'havenbag-furnitures',
  'smiley-packs',
  'finish-moves',
  'almanax',
  'dungeons',
  'interactives',
  'random-drop-groups',
  'idols',
  'idols-spell-levels',
  'challenges',
  'areas',
  'super-areas',
  'cell-data',
  'npcs',
  'incarnation-informations',
  'legendary-treasure-hunts',
  'mounts',
  'mount-behaviors',
  'info-messages',
  'living-object-skin-jnt-mood',
  'alignment-sides',
  'alignment-ranks',
  'temporis-breed-spells',
  'custom-mode-breed-spells',
  'collectables',
  'modsters',
  'alterations',
  'guild-rights',
  'server-game-types',
  'months',
  'servers',
  'server-seasons',
  'item-shop-articles',
  'hints',
  'transport-from-maps',
  'breeds',
  'breed-roles',
  'world-events',
  'world-event-rewards',
  'characteristics',
  'dimensions',
  'jobs',
] as const;

/** Collections the importer writes beyond the spec's list (`packages/gamedata`). */
export const BUNDLE_ONLY_COLLECTIONS = [
  'characteristic-categories',
  'mount-families',
  'sidekicks',
  'treasure-hunt-index',
  'waypoints',
  'xp-tables',
] as const;

/** Paths taken by other services (or reserved): a bundle collection with one of these names is not served. */
export const RESERVED_BY_OTHERS: ReadonlySet<string> = new Set([
  'version',
  'authentication',
  'users',
  'characters',
  'stuffs',
  'workbench',
  'map-clue',
  'treasure-hunt',
  'groupfinder',
  'portals',
  'reputation-points',
  'poi-gfx',
  'npc-shop',
  'custom-interactives',
  'custom-interactives-missing',
  'appearances',
  'criterion',
  'look',
]);

const SERVED: ReadonlySet<string> = new Set([...SPEC_COLLECTIONS, ...BUNDLE_ONLY_COLLECTIONS]);

/**
 * Whether a collection is served under `/api/<name>`: one of the contract's names (game.shared.ts),
 * not taken by another service. A bundle collection outside the contract is not served (the server
 * logs it) until its name is added there.
 */
export function isServable(name: string): name is (typeof SPEC_COLLECTIONS)[number] | (typeof BUNDLE_ONLY_COLLECTIONS)[number] {
  return SERVED.has(name) && !RESERVED_BY_OTHERS.has(name);
}

type Rec = Readonly<Record<string, unknown>>;

/** Item ids of `[itemId, quantity]` reward tuples found in `rewards` lists. */
function rewardItemIds(rewards: unknown): number[] {
  const ids = new Set<number>();
  if (!Array.isArray(rewards)) return [];
  for (const reward of rewards) {
    const tuples = (reward as Rec | null)?.itemsReward;
    if (!Array.isArray(tuples)) continue;
    for (const tuple of tuples) if (Array.isArray(tuple) && typeof tuple[0] === 'number') ids.add(tuple[0]);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * Derived field `rewardItemIds` on quests (all steps) and achievements: the item ids they reward, so
 * "quests rewarding item X" is `quests?rewardItemIds=X` without matching quantities by accident
 * (`steps.rewards.itemsReward=X` also works but matches a quantity equal to X too).
 */
export function prepareDocs(name: string, docs: readonly Rec[]): readonly Rec[] {
  // The four divine dimensions are not in the dumps: the boards' fixed list (packages/rules).
  if (name === 'dimensions' && docs.length === 0) return DIMENSIONS as unknown as readonly Rec[];
  if (name === 'quests') {
    return docs.map((q) =>
      'rewardItemIds' in q
        ? q
        : {
            ...q,
            rewardItemIds: rewardItemIds(
              (Array.isArray(q.steps) ? q.steps : []).flatMap((s: Rec) => (s?.rewards as unknown[]) ?? []),
            ),
          },
    );
  }
  if (name === 'achievements') {
    return docs.map((a) => ('rewardItemIds' in a ? a : { ...a, rewardItemIds: rewardItemIds(a.rewards) }));
  }
  return docs;
}
