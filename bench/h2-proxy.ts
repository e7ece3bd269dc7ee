/**
 * The production front as the README describes it (a TLS proxy speaking HTTP/2, here in front of the
 * bench's built server), so that a page's many module scripts are measured the way a phone fetches
 * them in production: over one connection, not six HTTP/1.1 ones. The certificate is a throwaway
 * self-signed one (`openssl`); the browser that visits it must run with `--ignore-certificate-errors`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface H2Proxy {
  url: string;
  stop(): void;
}

/** Headers HTTP/2 forbids or that belong to one hop only. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_HEADERS.has(name)),
  );
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'grimoire-h2-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startH2Proxy(upstream: string): Promise<H2Proxy> {
  const target = new URL(upstream);
  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
      const forwarded = request(
        {
          hostname: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: {
            ...forwardable(incoming.headers),
            host: target.host,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
          },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(forwarded);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `https://127.0.0.1:${port}`, stop: () => server.close() };
}
