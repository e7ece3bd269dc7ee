import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Routes of this area, mounted under `/:lang?` by app/routes.ts. */
export const treasureHuntRoutes: RouteConfigEntry[] = [route('tools/treasure-hunt', 'routes/tools.treasure-hunt.tsx')];

/** Spec §2: the separate compact shell, outside the site layout (no header, footer or menu). */
export const pipRoutes: RouteConfigEntry[] = [route('pip/:lang?/tools/treasure-hunt', 'routes/pip.tools.treasure-hunt.tsx')];
