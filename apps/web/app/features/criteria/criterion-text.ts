/** The condition wording lives in `@grimoire/rules` (the API's `criterion/{criterion}` service says the same words). */
export {
  achievementIdsOf,
  breedIdsOf,
  criterionLines,
  itemIdsOf,
  jobIdsOf,
  questIdsOf,
  stateIdsOf,
  subAreaIdsOf,
  type CriterionNames,
} from '@grimoire/rules';
