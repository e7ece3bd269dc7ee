/** `/api/openapi.json` and `/api/docs` on a running server. */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startServer, type RunningServer } from '../testing/server-process';
import { writeTestBundle } from '../testing/test-bundle';

const ITEMS = [
  { id: 1, name: { fr: 'Bottes', en: 'Boots' }, slug: { fr: 'bottes', en: 'boots' }, level: 10, typeId: 11, effects: [], recipeIds: [] },
];

/** Every `$ref` in the document points at something that exists. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  return out;
}

describe('OpenAPI document and docs page', () => {
  let server: RunningServer;
  let bundleDir: string;
  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-openapi-', { items: ITEMS });
    server = await startServer({ bundleDir });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('describes every /api service, game and user alike, in OpenAPI 3.1', async () => {
    const { status, body } = await api(server, '/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const paths = Object.keys(body.paths);
    for (const path of ['/items', '/items/{id}', '/version', '/criterion/{criterion}', '/recoltable', '/users', '/users/{id}', '/stuffs', '/workbench/{id}', '/authentication', '/characters'])
      expect(paths).toContain(path);
    // Game documents: field types from the engine's inferred schema.
    // Game documents: the types of the values served.
    const item = body.paths['/items/{id}'].get.responses['200'].content['application/json'].schema;
    expect(item.properties).toMatchObject({ level: { type: 'number' }, recipeIds: { type: 'array' } });
    // User services: the TypeBox schemas their hooks validate with, each named once.
    const resolve = (schema: { $ref?: string }) => (schema.$ref ? body.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema);
    const signUp = resolve(body.paths['/users'].post.requestBody.content['application/json'].schema);
    expect(signUp.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(signUp.properties.username.minLength).toBe(3);
    for (const ref of refs(body)) expect(body.components.schemas[ref.replace('#/components/schemas/', '')]).toBeDefined();
    // No schema id twice (strict OpenAPI 3.1 validators refuse it): names live in components only.
    expect(JSON.stringify(body)).not.toContain('"$id"');
  });

  it('declares bearer and session-cookie security and the 401/403 answers of every operation that needs a token', async () => {
    const { body } = await api(server, '/api/openapi.json');
    const op = (path: string, verb: string) => body.paths[path][verb];
    // Signed-in only: a bearer token, 401 without it; staff only: 403 too.
    expect(op('/characters', 'get').security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(body.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'grimoire_token' });
    // A write through the cookie without its CSRF header is a 403.
    expect(op('/characters', 'post').responses['403'].description).toContain('x-csrf-token');
    expect(op('/characters', 'get').responses['401']).toBeDefined();
    expect(op('/audit-log', 'get').responses['403']).toBeDefined();
    expect(op('/bug-reports/{id}', 'get').responses['403']).toBeDefined();
    // Anyone: no token needed; a token changes what some lists hold.
    expect(op('/users', 'post').security).toEqual([]);
    expect(op('/stuffs', 'get').security).toEqual([{ bearer: [] }, { session: [] }, {}]);
    for (const [path, verbs] of Object.entries(body.paths as Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>))
      for (const [verb, operation] of Object.entries(verbs))
        if (JSON.stringify(operation.security) === '[{"bearer":[]},{"session":[]}]') expect(operation.responses['401'], `${verb} ${path}`).toBeDefined();
  });

  it('serves a browsable page in French by default and in English on request, with the dialect', async () => {
    const fr = await fetch(`${server.url}/api/docs`);
    const frText = await fr.text();
    expect(fr.status).toBe(200);
    expect(fr.headers.get('content-type')).toContain('text/html');
    expect(frText).toContain('<html lang="fr">');
    expect(frText).toContain('Dialecte de requête');
    expect(frText).toContain('$regex');
    const en = await fetch(`${server.url}/api/docs`, { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
    const enText = await en.text();
    expect(enText).toContain('Query dialect');
    expect(enText).toContain('/api/items?name.fr[$regex]=^bottes&amp;name.fr[$options]=i');
  });
});
