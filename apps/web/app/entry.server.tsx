import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { bootAfterPaint } from './lib/boot-after-paint';
import { CspNonceContext } from './lib/csp-nonce';
import { ServerOnlyContext } from './lib/server-only';

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the response's CSP nonce on every inline script: React's
 * streaming scripts (`nonce` option), React Router's hydration data (`ServerRouter nonce`) and
 * Mantine's colour-scheme script (through `CspNonceContext`). The server sends the same nonce in the
 * `Content-Security-Policy` header, which allows no other inline script. The HTML goes through
 * `bootAfterPaint`, which holds the page's scripts back until its first paint.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Response | Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.cspNonce || undefined;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell first and the rest streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerOnlyContext.Provider value={loadContext.serverOnly ?? null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerOnlyContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          // The page paints before its scripts are requested (lib/boot-after-paint.ts).
          const featureStrings = loadContext.featureStringChunks;
          const html = bootAfterPaint(nonce, (lang, scripts) =>
            scripts.flatMap((script) => featureStrings?.[lang]?.[script] ?? []),
          );
          html.pipe(body);
          pipe(html);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router; later ones only reach us.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
