import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Routes of this area, mounted under `/:lang?` by app/routes.ts. */
export const questsRoutes: RouteConfigEntry[] = [
  route('database/quests', 'routes/database.quests.tsx'),
  route('database/quests/category/:id', 'routes/database.quests.category.$id.tsx'),
  route('database/quest/:id', 'routes/database.quest.$id.tsx'),
  route('database/achievements', 'routes/database.achievements.tsx'),
  route('database/achievements/category/:id', 'routes/database.achievements.category.$id.tsx'),
  route('database/achievements/:id', 'routes/database.achievements.$id.tsx'),
  route('almanax', 'routes/almanax.tsx'),
  route('temporis', 'routes/temporis.tsx'),
];
