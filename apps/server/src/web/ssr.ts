import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@feathersjs/express';
import { createRequestHandler } from '@react-router/express';
import type { AppLoadContext, ServerBuild } from 'react-router';
import type { Config } from '../config';
import type { Application } from '../declarations';
import { createLoadContext } from './load-context';

/** Serves the built web app: hashed assets with long-lived caching, then SSR for every other path. */
export async function mountWebApp(app: Application, config: Config): Promise<void> {
  const clientDir = join(config.webBuildDir, 'client');
  const serverEntry = join(config.webBuildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    app.get('logger').warn({ serverEntry }, 'web app not built: run `npm run build`; serving the API only');
    app.use((_req, res) => {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    });
    return;
  }
  app.use('/assets', serveStatic(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(serveStatic(clientDir, { maxAge: '1h', index: false }));
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  app.use(
    createRequestHandler({
      build,
      mode: 'production',
      getLoadContext: async (req) => (await createLoadContext(app, req)) as unknown as AppLoadContext,
    }),
  );
}
