import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { backOfficeRoutes } from './back-office';

/** Routes of this area, mounted under `/:lang?` by app/routes.ts. */
export const accountsRoutes: RouteConfigEntry[] = [
  route('signin', 'routes/signin.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('my-characters', 'routes/my-characters.tsx'),
  route('bug-report', 'routes/bug-report.tsx'),
  // Admin-only (spec §2): the layout's loader refuses everyone without the admin or moderator role.
  route('back', 'routes/back.tsx', [
    index('routes/back._index.tsx'),
    route('hints', 'routes/back.hints.tsx'),
    route('boards', 'routes/back.boards.tsx'),
    ...backOfficeRoutes,
  ]),
];
