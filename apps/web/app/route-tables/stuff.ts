import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Routes of this area, mounted under `/:lang?` by app/routes.ts. */
export const stuffRoutes: RouteConfigEntry[] = [
  route('tools/stuff/creator', 'routes/tools.stuff.creator.tsx'),
  route('tools/stuff/editor/:id', 'routes/tools.stuff.editor.$id.tsx'),
  route('tools/stuff/copy/:copyFrom', 'routes/tools.stuff.copy.$copyFrom.tsx'),
  route('tools/stuff/:id', 'routes/tools.stuff.$id.tsx'),
  route('tools/stuffs/compare', 'routes/tools.stuffs.compare.tsx'),
  route('tools/stuffs', 'routes/tools.stuffs.tsx'),
  route('profile/:username', 'routes/profile.$username.tsx'),
];
