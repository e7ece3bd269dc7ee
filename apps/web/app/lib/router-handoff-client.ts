/**
 * Waits until React Router has decoded the page's loader data (lib/router-handoff.ts), so that the
 * page hydrates in one pass.
 *
 * `<HydratedRouter>` decodes that data on its first render, and throws the decoding's promise for a
 * Suspense boundary to wait on. Preact resumes a suspended hydration on one DOM node only, and the
 * router's tree has two at the root (`<head>` and `<body>`): the body would be rendered a second
 * time beside the server's. Creating the router is the first thing `<HydratedRouter>` does, before
 * any hook, so calling it once outside a render starts the decoding and hands us the promise; the
 * render that follows finds the data decoded and creates the router at once. Anything else thrown
 * is left to that render, which reports it.
 */
export async function routerDataDecoded(
  hydratedRouter: (props: Record<string, never>) => unknown,
): Promise<void> {
  try {
    hydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}
