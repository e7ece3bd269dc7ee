/** The contract of `api/reputation-points` (the signed-in player's total; awards are server-side only). */
export const reputationPointsPath = 'reputation-points';
export const reputationPointsMethods = ['find', 'create'] as const;
