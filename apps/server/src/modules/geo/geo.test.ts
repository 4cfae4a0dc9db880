import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { loadConfig } from '../../config.js';
import { chinaProvincesFile } from './geo.service.js';

// The repository ships the map in data/: this test never skips.
const mapFile = path.join(loadConfig().publicDataDir, chinaProvincesFile);

const url = '/comply/geo/china_provinces';

describe('china province map call', () => {
  let t: TestApp;
  let auth: { customer_id: number; batoken: string };
  beforeAll(async () => {
    t = await testApp();
    const m = await createMember(t.database.db, { rights: [] });
    auth = (await memberSession(t.database.db, m)).auth;
  });
  afterAll(async () => t.close());

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.json().code).toBe(303);
  });

  it(`serves the repository's map file (${path.basename(mapFile)}) to any member`, async () => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      query: { customer_id: String(auth.customer_id), batoken: auth.batoken },
    });
    const body = res.json();
    expect(body.code).toBe(1);
    const names = body.data.geo.features.map((f: { properties: { name: string } }) => f.properties.name);
    expect(names).toContain('广东');
    expect(names.length).toBeGreaterThanOrEqual(34);
  });

  it('answers geo null when the shared folder has no map file', async () => {
    const other = await testApp({ publicDataDir: await mkdtemp(path.join(tmpdir(), 'no-geo-')) });
    try {
      const m = await createMember(other.database.db);
      const s = await memberSession(other.database.db, m);
      const res = await other.app.inject({
        method: 'GET',
        url,
        query: { customer_id: String(s.customerId), batoken: s.token },
      });
      expect(res.json()).toMatchObject({ code: 1, data: { geo: null } });
    } finally {
      await other.close();
    }
  });
});
