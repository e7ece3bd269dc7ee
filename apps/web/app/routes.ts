import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { accountsRoutes } from './route-tables/accounts';
import { breedingRoutes } from './route-tables/breeding';
import { boardsRoutes } from './route-tables/boards';
import { creaturesRoutes } from './route-tables/creatures';
import { itemsRoutes } from './route-tables/items';
import { jobsRoutes } from './route-tables/jobs';
import { mapRoutes } from './route-tables/map';
import { questsRoutes } from './route-tables/quests';
import { stuffRoutes } from './route-tables/stuff';
import { pipRoutes, treasureHuntRoutes } from './route-tables/treasure-hunt';
import { workbenchRoutes } from './route-tables/workbench';

/** The spec's route table (section 2), every route under the optional language prefix. */
export default [
  ...pipRoutes,
  route(':lang?', 'routes/layout.tsx', [
    index('routes/home.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('search', 'routes/search.tsx'),
    ...itemsRoutes,
    ...creaturesRoutes,
    ...questsRoutes,
    ...accountsRoutes,
    ...stuffRoutes,
    ...workbenchRoutes,
    ...jobsRoutes,
    ...treasureHuntRoutes,
    ...breedingRoutes,
    ...boardsRoutes,
    ...mapRoutes,
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
