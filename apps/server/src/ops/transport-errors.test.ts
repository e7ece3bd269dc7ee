import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startServer, type RunningServer } from '../testing/server-process';
import { NOT_JSON, TOO_LARGE, WRONG_TYPE } from './transport-errors';

/** A raw request: these bodies are what a broken client or a script sends, not what `api()` builds. */
async function raw(server: RunningServer, path: string, init: RequestInit) {
  const response = await fetch(`${server.url}${path}`, init);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe.each(DATABASES)('transport errors answer the usual error JSON on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ database });
  });
  afterAll(async () => server?.stop());

  const post = (path: string, body: string, type = 'application/json') =>
    raw(server, path, { method: 'POST', headers: { 'content-type': type }, body });

  it('a body that is not JSON is a 400 BadRequest', async () => {
    for (const path of ['/api/users', '/api/authentication', '/api/bug-reports']) {
      const answer = await post(path, '{not json');
      expect(answer.status).toBe(400);
      expect(answer.type).toMatch(/application\/json/);
      expect(answer.body).toMatchObject({
        name: 'BadRequest',
        code: 400,
        className: 'bad-request',
        message: NOT_JSON,
      });
    }
  });

  it('a body over the 256 KB limit is a 413', async () => {
    const huge = JSON.stringify({ username: 'x'.repeat(300 * 1024), password: 'y' });
    const answer = await post('/api/users', huge);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ name: 'PayloadTooLarge', code: 413, message: TOO_LARGE });
  });

  it('a body the API cannot read is a 415, whatever its type or charset', async () => {
    for (const type of [
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    ]) {
      const answer = await post('/api/users', '{"username":"abc","password":"defghijk"}', type);
      expect(answer.status, type).toBe(415);
      expect(answer.body).toMatchObject({ name: 'UnsupportedMediaType', code: 415, message: WRONG_TYPE });
    }
  });

  it('a malformed URL escape is refused with the error JSON, not a 500', async () => {
    for (const path of ['/api/stuffs/%E0%A4%A', '/api/items/%', '/api/users/%ZZ']) {
      const answer = await raw(server, path, {});
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body.code).toBe(answer.status);
    }
  });

  it('well-formed JSON still reaches the service', async () => {
    const answer = await post(
      '/api/users',
      JSON.stringify({ username: 'Transport', password: 'correct-horse-1' }),
    );
    expect(answer.status).toBe(201);
  });
});
