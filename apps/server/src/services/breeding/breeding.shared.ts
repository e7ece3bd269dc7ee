/** The contract of `api/breeding-selections` (the signed-in player's picks, one record per family). */
export const breedingPath = 'breeding-selections';
export const breedingMethods = ['find', 'get', 'update'] as const;
