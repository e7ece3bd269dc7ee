import type { ResultOf } from '@grimoire/server/client';

/** A bug report as the back office lists it (`api/bug-reports`). */
export type BugReport = ResultOf<'bug-reports'>;
