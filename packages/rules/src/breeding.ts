/**
 * Mount breeding (Dragoturkeys, Seemyools, Rhineetles), the Dofus 3.5+ model.
 *
 * Ankama never published the formula. The model here is the one reconstructed by the ElevageSimu
 * research (noazzouzi/ElevageSimu, `research/mechanics.md` §1.2, 2026), which reproduces every
 * percentage of the in-game mating screens it was checked against (DPLN guide captures):
 * - each parent's tree is the parent (position weight 10) and its own two parents (6 each), each
 *   weight × the mount's client `geneticWeight`; duplicates add up; each tree is normalized to 1;
 * - the natural mass of an outcome is its share in tree A plus its share in tree B, plus, for every
 *   pair (a in A, b in B, a ≠ b) whose crossing gives c, share(a) × share(b) to c;
 * - the target generation is the highest among all outcomes; the target outcomes together get
 *   B = min(1, 0.30 + 0.0015 × (levelA + levelB) + Optimakina + Takeza day), split in proportion to
 *   their natural mass; the other outcomes share 1 − B in proportion (B = 1 when there is no other);
 * - a baby earns génétons only when its generation is above every mount of both trees; the amount is
 *   the génétons of parent A plus those of parent B (per generation, per rules version).
 */

export type BreedingRules = '3.5' | '3.6' | '3.7';
export const DEFAULT_BREEDING_RULES: BreedingRules = '3.6';

/** B's base and its per-level step (devblog II, DPLN guide). */
export const TARGET_BASE_SHARE = 0.3;
export const TARGET_SHARE_PER_LEVEL = 0.0015;
/** Optimakina: +10 % in 3.5/3.6, +20 % from 3.7 (client data, ElevageSimu). */
export const OPTIMAKINA_BONUS: Record<BreedingRules, number> = { '3.5': 0.1, '3.6': 0.1, '3.7': 0.2 };
/** The Almanax day of Takeza: +20 %. */
export const TAKEZA_DAY_BONUS = 0.2;
/** Position weights of a tree: the parent itself, then each of its parents. */
export const TREE_SELF_WEIGHT = 10;
export const TREE_PARENT_WEIGHT = 6;
export const MOUNT_MAX_LEVEL = 200;

/** What the model needs of a mount. */
export interface BreedingMount {
  id: number;
  generation: number;
  geneticWeight: number;
  /** Parent-id pairs that give this mount. */
  crossings?: readonly (readonly number[])[];
  /** Génétons it brings as a parent, per rules version. */
  genetons?: Partial<Record<string, number>>;
}

/** One family's mounts, indexed: by id, and the crossing table (unordered pair → child). */
export interface BreedingTree {
  byId: ReadonlyMap<number, BreedingMount>;
  childOf: (a: number, b: number) => number | undefined;
}

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

export function createBreedingTree(mounts: readonly BreedingMount[]): BreedingTree {
  const byId = new Map(mounts.map((mount) => [mount.id, mount]));
  const children = new Map<string, number>();
  for (const mount of mounts)
    for (const pair of mount.crossings ?? []) if (pair.length === 2) children.set(pairKey(pair[0], pair[1]), mount.id);
  return { byId, childOf: (a, b) => children.get(pairKey(a, b)) };
}

/** A parent of the mating: the mount, and its own parents when known (none for a captured mount). */
export interface BreedingParent {
  id: number;
  parents?: readonly number[];
}

export interface BreedingOptions {
  tree: BreedingTree;
  /** Levels of parent A and parent B (1-200). */
  levels: readonly [number, number];
  optimakina?: boolean;
  takezaDay?: boolean;
  gameVersion?: BreedingRules;
}

export interface BreedingOutcome {
  mountId: number;
  generation: number;
  /** Chance of this baby, 0-1. */
  probability: number;
  isTarget: boolean;
  /** Génétons this baby would earn (0 unless it beats every mount of both trees). */
  genetons: number;
}

export interface BreedingOdds {
  /** Every possible baby, most likely first. */
  outcomes: BreedingOutcome[];
  targetGeneration: number;
  /** B: the share of the target generation. */
  targetShare: number;
  /** The highest generation among both trees (a baby must beat it to earn génétons). */
  treeGeneration: number;
  /** Génétons of a baby above both trees (parent A's plus parent B's). */
  recordGenetons: number;
}

const clampLevel = (level: number) => Math.min(MOUNT_MAX_LEVEL, Math.max(1, Math.floor(Number.isFinite(level) ? level : 1)));

/** B = min(1, 0.30 + 0.0015 × (levelA + levelB) + Optimakina + Takeza day). */
export function targetShare(
  levels: readonly [number, number],
  { optimakina = false, takezaDay = false, gameVersion = DEFAULT_BREEDING_RULES }: Omit<BreedingOptions, 'tree' | 'levels'> = {},
): number {
  const share =
    TARGET_BASE_SHARE +
    TARGET_SHARE_PER_LEVEL * (clampLevel(levels[0]) + clampLevel(levels[1])) +
    (optimakina ? OPTIMAKINA_BONUS[gameVersion] : 0) +
    (takezaDay ? TAKEZA_DAY_BONUS : 0);
  return Math.min(1, share);
}

function mountOf(tree: BreedingTree, id: number): BreedingMount {
  const mount = tree.byId.get(id);
  if (!mount) throw new RangeError(`Unknown mount ${id}`);
  return mount;
}

/** A parent's tree: each member's normalized weight (the parent 10, its parents 6, × genetic weight). */
export function treeWeights(tree: BreedingTree, parent: BreedingParent): Map<number, number> {
  const weights = new Map<number, number>();
  const add = (id: number, position: number) =>
    weights.set(id, (weights.get(id) ?? 0) + position * Math.max(0, mountOf(tree, id).geneticWeight));
  add(parent.id, TREE_SELF_WEIGHT);
  for (const id of (parent.parents ?? []).slice(0, 2)) add(id, TREE_PARENT_WEIGHT);
  const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
  for (const [id, w] of weights) weights.set(id, total > 0 ? w / total : 1 / weights.size);
  return weights;
}

/** Génétons a mount brings as a parent under a rules version. */
export function mountGenetons(mount: BreedingMount, gameVersion: BreedingRules = DEFAULT_BREEDING_RULES): number {
  return mount.genetons?.[gameVersion] ?? 0;
}

/** The chance of every baby of A × B, and the génétons each would earn. */
export function breedingOdds(parentA: BreedingParent, parentB: BreedingParent, options: BreedingOptions): BreedingOdds {
  const { tree, levels, gameVersion = DEFAULT_BREEDING_RULES } = options;
  const a = treeWeights(tree, parentA);
  const b = treeWeights(tree, parentB);
  const natural = new Map<number, number>();
  const add = (id: number, mass: number) => natural.set(id, (natural.get(id) ?? 0) + mass);
  for (const [id, share] of a) add(id, share);
  for (const [id, share] of b) add(id, share);
  for (const [x, shareX] of a)
    for (const [y, shareY] of b) {
      if (x === y) continue;
      const child = tree.childOf(x, y);
      if (child !== undefined && tree.byId.has(child)) add(child, shareX * shareY);
    }
  const generationOf = (id: number) => mountOf(tree, id).generation;
  const targetGeneration = Math.max(...[...natural.keys()].map(generationOf));
  let targetMass = 0;
  let otherMass = 0;
  for (const [id, mass] of natural) {
    if (generationOf(id) === targetGeneration) targetMass += mass;
    else otherMass += mass;
  }
  const share = otherMass > 0 ? targetShare(levels, options) : 1;
  const treeGeneration = Math.max(...[...a.keys(), ...b.keys()].map(generationOf));
  const recordGenetons =
    mountGenetons(mountOf(tree, parentA.id), gameVersion) + mountGenetons(mountOf(tree, parentB.id), gameVersion);
  const outcomes = [...natural].map(([mountId, mass]): BreedingOutcome => {
    const generation = generationOf(mountId);
    const isTarget = generation === targetGeneration;
    return {
      mountId,
      generation,
      isTarget,
      probability: isTarget ? (share * mass) / targetMass : ((1 - share) * mass) / otherMass,
      genetons: generation > treeGeneration ? recordGenetons : 0,
    };
  });
  outcomes.sort((x, y) => y.probability - x.probability || y.generation - x.generation || x.mountId - y.mountId);
  return { outcomes, targetGeneration, targetShare: share, treeGeneration, recordGenetons };
}

/** Owned mounts of one family: ids held as a male, and as a female. */
export interface OwnedMounts {
  male: ReadonlySet<number>;
  female: ReadonlySet<number>;
}

/**
 * What can be bred next: each mount not yet owned (in either sex) that a crossing of an owned male
 * with an owned female gives, with the usable [male, female] pairs.
 */
export function nextBreedable(mounts: readonly BreedingMount[], owned: OwnedMounts): Map<number, [number, number][]> {
  const next = new Map<number, [number, number][]>();
  for (const mount of mounts) {
    if (owned.male.has(mount.id) || owned.female.has(mount.id)) continue;
    const pairs: [number, number][] = [];
    for (const pair of mount.crossings ?? []) {
      if (pair.length !== 2) continue;
      const [x, y] = pair;
      if (owned.male.has(x) && owned.female.has(y)) pairs.push([x, y]);
      if (x !== y && owned.male.has(y) && owned.female.has(x)) pairs.push([y, x]);
    }
    if (pairs.length > 0) next.set(mount.id, pairs);
  }
  return next;
}

export interface GenerationProgress {
  generation: number;
  total: number;
  /** Mounts held in at least one sex. */
  owned: number;
  /** Mounts held in both sexes (a breeding pair of its own). */
  both: number;
}

/** Owned mounts per generation, lowest generation first. */
export function breedingProgress(mounts: readonly BreedingMount[], owned: OwnedMounts): GenerationProgress[] {
  const byGeneration = new Map<number, GenerationProgress>();
  for (const mount of mounts) {
    const row = byGeneration.get(mount.generation) ?? { generation: mount.generation, total: 0, owned: 0, both: 0 };
    row.total += 1;
    const male = owned.male.has(mount.id);
    const female = owned.female.has(mount.id);
    if (male || female) row.owned += 1;
    if (male && female) row.both += 1;
    byGeneration.set(mount.generation, row);
  }
  return [...byGeneration.values()].sort((x, y) => x.generation - y.generation);
}

/** The breeding families and the spec's store name of each one's selections (§3 other stores). */
export const BREEDING_FAMILIES = ['dragodinde', 'muldo', 'volkorne'] as const;
export type BreedingFamilyKey = (typeof BREEDING_FAMILIES)[number];
export const BREEDING_STORE_NAMES: Record<BreedingFamilyKey, string> = {
  dragodinde: 'dragodindes',
  muldo: 'muldos',
  volkorne: 'volkornes',
};
/** Keys a selection map may hold (a family has at most 120 mounts) and their length. */
export const BREEDING_MAX_KEYS = 200;
export const BREEDING_KEY_MAX_LENGTH = 60;

/**
 * A mount's colour combination, the key of the selection maps: its French name without the family
 * word ("Dragodinde Amande et Dorée" → "Amande et Dorée"; "Dragodinde à Plumes" → "à Plumes").
 */
export function mountColourKey(mount: { name?: { fr?: string }; colors?: readonly string[] }): string {
  if (mount.colors && mount.colors.length > 0) return mount.colors.join(' et ');
  return (mount.name?.fr ?? '').trim().replace(/^\S+\s+/, '');
}
