import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Back-office tools (spec §2), children of `back` (whose layout refuses visitors without the role). */
export const backOfficeRoutes: RouteConfigEntry[] = [
  route('bug-reports', 'routes/back.bug-reports.tsx'),
  route('reports', 'routes/back.reports.tsx'),
  route('poi/from-map', 'routes/back.poi.from-map.tsx'),
  route('poi/tag', 'routes/back.poi.tag.tsx'),
  route('interactive/tag/from-map', 'routes/back.interactive.tag.from-map.tsx'),
  route('interactive/tag/missing', 'routes/back.interactive.tag.missing.tsx'),
  route('npc/shop', 'routes/back.npc.shop.tsx'),
  route('appearances', 'routes/back.appearances.tsx'),
  route('appearances/:id', 'routes/back.appearances.$id.tsx'),
];
