/** The contract of `api/workbench` (lists of items to craft). */
export const workbenchPath = 'workbench';
export const workbenchMethods = ['find', 'get', 'create', 'update', 'patch', 'remove'] as const;

/** Spec §4 workbench sharing: private (owner only), public (listed), unreferenced (link only, "unlisted"). */
export const WORKBENCH_SHARINGS = ['private', 'public', 'unreferenced'] as const;
export type WorkbenchSharing = (typeof WORKBENCH_SHARINGS)[number];

export const WORKBENCH_NAME_MIN = 1;
export const WORKBENCH_NAME_MAX = 60;
/** Spec §9: a user keeps at most 50 workbenches, and a list answers at most 50. */
export const WORKBENCH_LIMIT = 50;
/** Share ids: 16 random bytes (128 bits) in base64url, so a link cannot be found by counting. */
export const WORKBENCH_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';
