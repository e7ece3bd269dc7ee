/** `/api/openapi.json` and `/api/docs` on a running server. */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startServer, type RunningServer } from '../../testing/server-process';
import { writeTestBundle } from '../../testing/test-bundle';

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
    const item = body.paths['/items/{id}'].get.responses['200'].content['application/json'].schema;
    expect(item.properties).toMatchObject({ level: { type: 'number' }, recipeIds: { type: 'array' }, itemSetId: { type: 'number' } });
    // User services: the TypeBox schemas their hooks validate with.
    const signUp = body.paths['/users'].post.requestBody.content['application/json'].schema;
    expect(signUp.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(signUp.properties.username.minLength).toBe(3);
    for (const ref of refs(body)) expect(body.components.schemas[ref.replace('#/components/schemas/', '')]).toBeDefined();
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
