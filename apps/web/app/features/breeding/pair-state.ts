import { DEFAULT_BREEDING_RULES, MOUNT_MAX_LEVEL, type BreedingRules } from '@grimoire/rules';

/** The odds calculator's settings, all in the URL so a mating can be shared. */
export interface PairState {
  male: number | null;
  female: number | null;
  /** Each parent's own parents (its tree); empty = captured or unknown. */
  maleParents: number[];
  femaleParents: number[];
  maleLevel: number;
  femaleLevel: number;
  optimakina: boolean;
  takeza: boolean;
  rules: BreedingRules;
}

const RULES: BreedingRules[] = ['3.5', '3.6', '3.7'];

const id = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};
const ids = (value: string | null) =>
  (value ?? '')
    .split('-')
    .map((part) => id(part))
    .filter((n): n is number => n !== null)
    .slice(0, 2);
const level = (value: string | null) => {
  const n = Math.floor(Number(value));
  return value && Number.isFinite(n) ? Math.min(MOUNT_MAX_LEVEL, Math.max(1, n)) : 1;
};

export function pairFromSearch(params: URLSearchParams): PairState {
  const rules = params.get('rules');
  return {
    male: id(params.get('male')),
    female: id(params.get('female')),
    maleParents: ids(params.get('maleParents')),
    femaleParents: ids(params.get('femaleParents')),
    maleLevel: level(params.get('maleLevel')),
    femaleLevel: level(params.get('femaleLevel')),
    optimakina: params.get('optimakina') === '1',
    takeza: params.get('takeza') === '1',
    rules: RULES.find((r) => r === rules) ?? DEFAULT_BREEDING_RULES,
  };
}

/** Only what differs from the defaults, in a fixed order. */
export function searchFromPair(state: PairState): string {
  const params = new URLSearchParams();
  if (state.male !== null) params.set('male', String(state.male));
  if (state.maleParents.length) params.set('maleParents', state.maleParents.join('-'));
  if (state.maleLevel !== 1) params.set('maleLevel', String(state.maleLevel));
  if (state.female !== null) params.set('female', String(state.female));
  if (state.femaleParents.length) params.set('femaleParents', state.femaleParents.join('-'));
  if (state.femaleLevel !== 1) params.set('femaleLevel', String(state.femaleLevel));
  if (state.optimakina) params.set('optimakina', '1');
  if (state.takeza) params.set('takeza', '1');
  if (state.rules !== DEFAULT_BREEDING_RULES) params.set('rules', state.rules);
  return params.toString();
}
