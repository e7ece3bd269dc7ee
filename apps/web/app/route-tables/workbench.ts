import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Routes of this area, mounted under `/:lang?` by app/routes.ts. */
export const workbenchRoutes: RouteConfigEntry[] = [
  // Spec §2: the old craft manager address leads to the workbenches.
  route('tools/craft-manager', 'routes/tools.craft-manager.tsx'),
  route('tools/workbenchs', 'routes/tools.workbenchs.tsx'),
  route('tools/workbenchs/:id', 'routes/tools.workbenchs.$id.tsx'),
];
