import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Routes of this area, mounted under `/:lang?` by app/routes.ts. */
export const itemsRoutes: RouteConfigEntry[] = [
  route('database/objects', 'routes/database.objects.tsx'),
  route('database/objects/type/:typeId', 'routes/database.objects.type.$typeId.tsx'),
  route('database/objects/supertype/:superTypeId', 'routes/database.objects.supertype.$superTypeId.tsx'),
  route('database/object/:id', 'routes/database.object.$id.tsx'),
  route('database/item-sets', 'routes/database.item-sets.tsx'),
  route('database/item-sets/:id', 'routes/database.item-sets.$id.tsx'),
];
