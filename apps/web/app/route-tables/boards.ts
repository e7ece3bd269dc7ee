import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Routes of the community boards (issue 15), mounted under `/:lang?` by app/routes.ts. */
export const boardsRoutes: RouteConfigEntry[] = [
  route('tools/portals', 'routes/tools.portals.tsx'),
  route('tools/group-finder', 'routes/tools.group-finder.tsx'),
];
