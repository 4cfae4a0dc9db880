import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testApp, type TestApp } from '../../test/harness.js';
import { seedPlatform } from '../../seed/platform.js';
import { client } from './test-client.js';

/** Values an attacker or a broken client might send in any login field. */
const hostile = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    "' or 1=1 --",
    '"; drop table members; --',
    '<script>alert(1)</script>',
    '\u0000',
    '${7*7}',
    '../../etc/passwd',
    '𠮷'.repeat(50),
  ),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

describe('hostile login input', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await testApp({ captcha: true });
    await seedPlatform(t.database, t.config);
    c = client(t.app);
  });
  afterAll(() => t.close());

  it('always answers an envelope with a catalogue message, never a stack trace or SQL, never a session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            username: hostile,
            password: hostile,
            captchaId: hostile,
            captchaInfo: hostile,
            demonstrate: hostile,
            token: hostile,
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await c.send('POST', '/api/member/login', body);
          const answer = res.json() as { code: unknown; msg: unknown; data?: unknown };
          expect(typeof answer.code).toBe('number');
          expect(answer.code).not.toBe(1);
          expect(typeof answer.msg).toBe('string');
          expect(answer.data).toBeUndefined();
          expect(res.body).not.toMatch(/at .+\.(ts|js):\d+|stack|select |insert |postgres|pglite/i);
          expect(answer.code === 500).toBe(false);
        },
      ),
      { numRuns: 120 },
    );
    // 120 logins with scrypt: give it room when the other test files share the 2 cores.
  }, 180_000);
});
