import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Routes of this area, mounted under `/:lang?` by app/routes.ts. */
export const jobsRoutes: RouteConfigEntry[] = [route('tools/jobs-xp', 'routes/tools.jobs-xp.tsx')];
