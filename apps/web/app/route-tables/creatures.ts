import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Routes of this area, mounted under `/:lang?` by app/routes.ts. */
export const creaturesRoutes: RouteConfigEntry[] = [
  route('database/monsters', 'routes/database.monsters.tsx'),
  route('database/monsters/race/:id', 'routes/database.monsters.race.$id.tsx'),
  route('database/monster/:id', 'routes/database.monster.$id.tsx'),
  route('database/breeds', 'routes/database.breeds.tsx'),
  route('database/breeds/:id', 'routes/database.breeds.$id.tsx'),
  route('database/spells/:id', 'routes/database.spells.$id.tsx'),
  route('database/dungeons', 'routes/database.dungeons.tsx'),
  route('database/dungeon/:id', 'routes/database.dungeon.$id.tsx'),
  route('database/challenges', 'routes/database.challenges.tsx'),
  route('database/havenbags', 'routes/database.havenbags.tsx'),
  route('database/havenbag/:id', 'routes/database.havenbag.$id.tsx'),
];
