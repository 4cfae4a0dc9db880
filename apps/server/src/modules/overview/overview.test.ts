import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { insertDocuments } from '../library/documents.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
}, 120_000);
afterAll(() => t?.close());

describe('open overview counts', () => {
  it('answers without a session, with the real number of documents per library', async () => {
    await insertDocuments(t.database.db, [
      { library: 'biaofa', module: 'biaozhun', title: 'a' },
      { library: 'biaofa', module: 'fagui', title: 'b' },
      { library: 'rihua', module: 'fagui', title: 'c' },
    ] as never);
    const res = await t.app.inject({ method: 'POST', url: api.overview.counts.path, payload: {} });
    expect(res.json()).toMatchObject({
      code: 1,
      data: {
        libraries: [
          { library: 'biaofa', documents: 2 },
          { library: 'rihua', documents: 1 },
          { library: 'fodder', documents: 0 },
        ],
        records: [
          { module: 'sampling', real: 0, demo: 0 },
          { module: 'penalty', real: 0, demo: 0 },
          { module: 'judge', real: 0, demo: 0 },
          { module: 'international', real: 0, demo: 0 },
        ],
      },
    });
  });
});
