/** The contract of `api/recoltable` (DofusDB's harvestables per map, from the back office's tags). */
export const recoltablePath = 'recoltable';
export const recoltableMethods = ['find'] as const;
