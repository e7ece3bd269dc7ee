import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** The spec's route table (section 2), every route under the optional language prefix. */
export default [
  route(':lang?', 'routes/layout.tsx', [
    index('routes/home.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
