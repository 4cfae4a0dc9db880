import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testApp, testDbKind, type TestApp } from '../../test/harness.js';
import { openPostgres, type Database } from '../../db/client.js';
import { sysJobLogs, sysJobs } from '../../db/schema/index.js';
import { Scheduler } from '../../jobs/scheduler.js';
import { ManualClock } from '../../jobs/clock.js';

/**
 * Two schedulers on one database stand for two server processes: on PostgreSQL each has its
 * own connection pool (as another process would) and the advisory lock decides; on PGlite,
 * which one process owns, both share it. Either way each second's run happens once.
 */
describe('a scheduled run happens once across processes', () => {
  let t: TestApp;
  let other: Database;
  beforeAll(async () => {
    t = await testApp();
    if (testDbKind === 'postgres') {
      const [row] = await t.database.rows<{ name: string }>(sql`select current_database() as name`);
      other = await openPostgres(inject('pgTestUrl').replace(/\/[^/]*$/, `/${row!.name}`), 3);
    } else other = t.database;
  });
  afterAll(async () => {
    if (other !== t.database) await other.close();
    await t.close();
  });

  it('logs one run per second although two schedulers fire', async () => {
    const [job] = await t.database.db
      .insert(sysJobs)
      .values({ beanName: 'favoriteCounterJob', cronExpression: '* * * * * ?', status: 1 })
      .returning();
    // One injected clock fires both schedulers at each second, as two processes' timers would.
    const clock = new ManualClock(new Date(Date.now() + 86_400_000));
    const one = new Scheduler(t.database, t.config, clock);
    const two = new Scheduler(other, t.config, clock);
    await Promise.all([one.start(), two.start()]);
    await clock.advance(4000);
    one.stop();
    two.stop();
    const logs = await t.database.db.select().from(sysJobLogs).where(eq(sysJobLogs.jobId, job!.id));
    const seconds = logs.map((l) =>
      Math.floor(new Date(l.createdAt.replace(' ', 'T').replace(/\+00$/, 'Z')).getTime() / 1000),
    );
    expect(logs.length).toBe(4);
    expect(new Set(seconds).size).toBe(seconds.length);
  });
});
