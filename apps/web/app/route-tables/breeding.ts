import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Routes of this area, mounted under `/:lang?` by app/routes.ts (the loader answers 404 for other families). */
export const breedingRoutes: RouteConfigEntry[] = [route('tools/breeding/crossing/:family', 'routes/tools.breeding.crossing.tsx')];
