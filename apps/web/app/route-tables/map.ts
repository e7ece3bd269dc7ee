import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Routes of this area, mounted under `/:lang?` by app/routes.ts. */
export const mapRoutes: RouteConfigEntry[] = [route('tools/map', 'routes/tools.map.tsx')];
