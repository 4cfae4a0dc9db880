import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/harness.js';
import { allImplementations } from '../index.js';

/** /docs serves request and response schemas for every call, so a client can be written from it. */
describe('/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('every declared call has its request and envelope schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string }[];
            requestBody?: { content: Record<string, { schema: unknown }> };
            responses: Record<
              string,
              { content?: Record<string, { schema: { properties: Record<string, unknown> } }> }
            >;
          }
        >
      >;
    };
    const missing: string[] = [];
    for (const { endpoint: e } of allImplementations) {
      const path = e.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const op = doc.paths[path]?.[e.method.toLowerCase()];
      if (!op) {
        missing.push(`${e.method} ${e.path}: not listed`);
        continue;
      }
      const envelope = op.responses['200']?.content?.['application/json']?.schema;
      if (!envelope?.properties?.code || !('data' in envelope.properties))
        missing.push(`${e.method} ${e.path}: no envelope`);
      if (e.method !== 'GET' && !op.requestBody) missing.push(`${e.method} ${e.path}: no request body`);
      if (e.access.kind !== 'public' && !op.parameters?.some((p) => p.in === 'header' && p.name === 'batoken'))
        missing.push(`${e.method} ${e.path}: no batoken header`);
    }
    expect(missing).toEqual([]);
    const login = doc.paths['/api/member/login']!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('username');
  });
});
