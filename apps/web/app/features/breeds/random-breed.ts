/** Spec §9: the classes `database/breeds` may open on — ids 1-18 and 20 (19 is left out). */
export const RANDOM_BREED_IDS: readonly number[] = [...Array.from({ length: 18 }, (_, i) => i + 1), 20];

/** One of RANDOM_BREED_IDS, picked with `rand` (a [0, 1) source such as Math.random). */
export function randomBreedId(rand: () => number = Math.random): number {
  const index = Math.floor(rand() * RANDOM_BREED_IDS.length);
  // Guards a source that returns exactly 1 or a value outside [0, 1).
  return RANDOM_BREED_IDS[Math.min(RANDOM_BREED_IDS.length - 1, Math.max(0, index))];
}
