import { criterionTranslator, describeCriterion, parseCriterion, type CriterionDescription } from '@grimoire/rules';
import type { ApiClient, NamedPath } from '../../api/types';
import type { Language } from '../../i18n/languages';
import {
  achievementIdsOf,
  breedIdsOf,
  criterionLines,
  itemIdsOf,
  jobIdsOf,
  questIdsOf,
  stateIdsOf,
  subAreaIdsOf,
  type CriterionNames,
} from './criterion-text';

type Pairs = [number, string][];
/** The names conditions mention, as [id, name] pairs (serializable loader data). */
export interface CriterionNamePairs {
  characteristics: Pairs;
  breeds: Pairs;
  quests: Pairs;
  items: Pairs;
  alignments: Pairs;
  jobs: Pairs;
  subAreas: Pairs;
  states: Pairs;
  achievements: Pairs;
}

/** The characteristics a condition can name (base stats, AP, MP). */
const CONDITION_CHARACTERISTICS = [1, 10, 11, 12, 13, 14, 15, 23];

async function names(api: ApiClient, path: NamedPath, ids: number[], lang: Language): Promise<Pairs> {
  if (ids.length === 0) return [];
  try {
    const docs = await api.findAll(path, {
      id: { $in: [...new Set(ids)] },
      $select: ['id', 'name'],
    });
    return docs.map((doc): Pairs[number] => {
      const name: Partial<Record<string, string>> = doc.name ?? {};
      return [doc.id, name[lang] ?? name.fr ?? ''];
    });
  } catch {
    return []; // unnamed terms still read, with their code
  }
}

const hasTerm = (tree: CriterionDescription | null, codes: readonly string[]): boolean =>
  !!tree &&
  (tree.kind === 'term' ? codes.includes(tree.code) : tree.parts.some((part) => hasTerm(part, codes)));

/** Loads every name the given conditions mention, in the page language. */
export async function loadCriterionNames(
  api: ApiClient,
  lang: Language,
  trees: readonly (CriterionDescription | null)[],
): Promise<CriterionNamePairs> {
  const all = (pick: (tree: CriterionDescription | null) => number[]) => trees.flatMap(pick);
  const hasStats = trees.some((tree) =>
    hasTerm(tree, ['CS', 'CV', 'CW', 'CC', 'CA', 'CI', 'CP', 'CM', 'Cs', 'Cv', 'Cw', 'Cc', 'Ca', 'Ci']),
  );
  const [characteristics, breeds, quests, items, alignments, jobs, subAreas, states, achievements] = await Promise.all([
    hasStats ? names(api, 'characteristics', CONDITION_CHARACTERISTICS, lang) : [],
    names(api, 'breeds', all(breedIdsOf), lang),
    names(api, 'quests', all(questIdsOf), lang),
    names(api, 'items', all(itemIdsOf), lang),
    trees.some((tree) => hasTerm(tree, ['Ps'])) ? names(api, 'alignment-sides', [0, 1, 2, 3], lang) : [],
    names(api, 'jobs', all(jobIdsOf), lang),
    names(api, 'subareas', all(subAreaIdsOf), lang),
    names(api, 'spell-states', all(stateIdsOf), lang),
    names(api, 'achievements', all(achievementIdsOf), lang),
  ]);
  return { characteristics, breeds, quests, items, alignments, jobs, subAreas, states, achievements };
}

/** The maps `criterionLines` reads, from loader data. */
export function criterionNameMaps(pairs: CriterionNamePairs): CriterionNames {
  return {
    characteristics: new Map(pairs.characteristics),
    breeds: new Map(pairs.breeds),
    quests: new Map(pairs.quests),
    items: new Map(pairs.items),
    alignments: new Map(pairs.alignments),
    jobs: new Map(pairs.jobs),
    subAreas: new Map(pairs.subAreas),
    states: new Map(pairs.states),
    achievements: new Map(pairs.achievements),
  };
}

/**
 * Conditions worded in a loader (on the server), keyed as given: each is parsed once, the names they
 * mention are loaded in one go, and the page's own code then carries no condition parser.
 */
export async function wordConditions(
  api: ApiClient,
  lang: Language,
  conditions: readonly (readonly [key: number, criteria: string | undefined])[],
): Promise<Record<number, string[]>> {
  const trees = conditions.flatMap(([key, criteria]) => (criteria ? [[key, describeCriterion(parseCriterion(criteria))] as const] : []));
  if (trees.length === 0) return {};
  const names = criterionNameMaps(await loadCriterionNames(api, lang, trees.map(([, tree]) => tree)));
  const t = criterionTranslator(lang);
  return Object.fromEntries(trees.map(([key, tree]) => [key, criterionLines(tree, t, names)]));
}
