import { DEFAULT_BOOSTED_JOB_XP_MULTIPLIER, DEFAULT_JOB_XP_COEF, JOB_MAX_LEVEL, JOB_MIN_LEVEL, jobXpForLevel, type RecipeSwap } from '@grimoire/rules';

/** Spec §3 Job XP planner state: xp_job, xp_starting_xp (0), xp_coef (100), isBoostedServer, xp_crafts. */
export interface PlannerState {
  job: number | null;
  /** Starting job XP (xp_starting_xp). */
  startXp: number;
  toLevel: number;
  /** Server coefficient in percent (xp_coef). */
  coef: number;
  boosted: boolean;
  multiplier: number;
  strategy: 'xp' | 'resources';
  /** Plan with recipes whose craft XP ratio no source gives (counted 100 %, marked). */
  withUnknownRatios: boolean;
  /** Plan with recipes needing an ingredient only bosses drop. */
  withBossDrops: boolean;
  /** Recipes the player chose for some levels instead of the plan's. */
  swaps: RecipeSwap[];
  /** Crafts added by hand (xp_crafts), in order. */
  crafts: { itemId: number; quantity: number }[];
}

export const DEFAULT_STATE: PlannerState = {
  job: null,
  startXp: 0,
  toLevel: JOB_MAX_LEVEL,
  coef: DEFAULT_JOB_XP_COEF,
  boosted: false,
  multiplier: DEFAULT_BOOSTED_JOB_XP_MULTIPLIER,
  strategy: 'xp',
  withUnknownRatios: false,
  withBossDrops: false,
  swaps: [],
  crafts: [],
};

/** The local copy of the last plan (spec §3 store names). */
export const STORAGE_KEYS = {
  job: 'xp_job',
  startXp: 'xp_starting_xp',
  coef: 'xp_coef',
  boosted: 'isBoostedServer',
  crafts: 'xp_crafts',
  /** Not a spec store; kept so a restored plan aims where it aimed. */
  toLevel: 'xp_target_level',
} as const;

const int = (value: string | null | undefined, min: number, max: number): number | undefined => {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

const MAX_XP = jobXpForLevel(JOB_MAX_LEVEL);

/** `44x3,55x2` → crafts; malformed entries are dropped. */
export function parseCrafts(value: string | null | undefined): PlannerState['crafts'] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => /^(\d{1,9})x(\d{1,6})$/.exec(part.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ itemId: Number(match[1]), quantity: Number(match[2]) }))
    .filter((craft) => craft.itemId > 0 && craft.quantity > 0)
    .slice(0, 50);
}

/** `30-45-8231,60-80-44` → swaps (levels from-to, recipe); malformed or empty ranges are dropped. */
export function parseSwaps(value: string | null | undefined): RecipeSwap[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => /^(\d{1,3})-(\d{1,3})-(\d{1,9})$/.exec(part.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ fromLevel: Number(match[1]), toLevel: Number(match[2]), recipeId: Number(match[3]) }))
    .filter((swap) => swap.fromLevel >= JOB_MIN_LEVEL && swap.fromLevel < swap.toLevel && swap.toLevel <= JOB_MAX_LEVEL)
    .slice(0, 50);
}

const swapsText = (swaps: RecipeSwap[]) => swaps.map((s) => `${s.fromLevel}-${s.toLevel}-${s.recipeId}`).join(',');

const craftsText = (crafts: PlannerState['crafts']) => crafts.map((c) => `${c.itemId}x${c.quantity}`).join(',');

/** The planner state held in a URL (`?job=27&xp=0&to=100&coef=100&boosted=1&strategy=xp&unknown=1&boss=1&swaps=…&crafts=…`). */
export function stateFromSearch(params: URLSearchParams): PlannerState {
  const strategy = params.get('strategy');
  return {
    job: int(params.get('job'), 1, 100_000) ?? null,
    startXp: int(params.get('xp'), 0, MAX_XP) ?? DEFAULT_STATE.startXp,
    toLevel: int(params.get('to'), JOB_MIN_LEVEL + 1, JOB_MAX_LEVEL) ?? DEFAULT_STATE.toLevel,
    coef: int(params.get('coef'), 1, 1000) ?? DEFAULT_STATE.coef,
    boosted: params.get('boosted') === '1',
    multiplier: int(params.get('mult'), 1, 10) ?? DEFAULT_STATE.multiplier,
    strategy: strategy === 'resources' ? 'resources' : 'xp',
    withUnknownRatios: params.get('unknown') === '1',
    withBossDrops: params.get('boss') === '1',
    swaps: parseSwaps(params.get('swaps')),
    crafts: parseCrafts(params.get('crafts')),
  };
}

/** The URL query of a state, leaving defaults out so links stay short. */
export function searchFromState(state: PlannerState): string {
  const params = new URLSearchParams();
  if (state.job !== null) params.set('job', String(state.job));
  if (state.startXp !== DEFAULT_STATE.startXp) params.set('xp', String(state.startXp));
  if (state.toLevel !== DEFAULT_STATE.toLevel) params.set('to', String(state.toLevel));
  if (state.coef !== DEFAULT_STATE.coef) params.set('coef', String(state.coef));
  if (state.boosted) params.set('boosted', '1');
  if (state.multiplier !== DEFAULT_STATE.multiplier) params.set('mult', String(state.multiplier));
  if (state.strategy !== 'xp') params.set('strategy', state.strategy);
  if (state.withUnknownRatios) params.set('unknown', '1');
  if (state.withBossDrops) params.set('boss', '1');
  if (state.swaps.length > 0) params.set('swaps', swapsText(state.swaps));
  if (state.crafts.length > 0) params.set('crafts', craftsText(state.crafts));
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The last plan kept in this browser, as URL parameters (to restore a bare `/tools/jobs-xp`). */
export function searchFromStorage(storage: StorageLike): string {
  const params = new URLSearchParams();
  const copy = (key: string, param: string) => {
    const value = storage.getItem(key);
    if (value) params.set(param, value);
  };
  copy(STORAGE_KEYS.job, 'job');
  copy(STORAGE_KEYS.startXp, 'xp');
  copy(STORAGE_KEYS.toLevel, 'to');
  copy(STORAGE_KEYS.coef, 'coef');
  if (storage.getItem(STORAGE_KEYS.boosted) === 'true') params.set('boosted', '1');
  copy(STORAGE_KEYS.crafts, 'crafts');
  return searchFromState(stateFromSearch(params));
}

export function saveToStorage(storage: StorageLike, state: PlannerState): void {
  try {
    storage.setItem(STORAGE_KEYS.job, state.job === null ? '' : String(state.job));
    storage.setItem(STORAGE_KEYS.startXp, String(state.startXp));
    storage.setItem(STORAGE_KEYS.coef, String(state.coef));
    storage.setItem(STORAGE_KEYS.toLevel, String(state.toLevel));
    storage.setItem(STORAGE_KEYS.boosted, String(state.boosted));
    storage.setItem(STORAGE_KEYS.crafts, craftsText(state.crafts));
  } catch {
    // Private browsing: the URL still holds the plan.
  }
}
