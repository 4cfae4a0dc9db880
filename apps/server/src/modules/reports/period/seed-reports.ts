import { reportKinds, type ReportKind } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { today } from '../../library/dates.js';
import { latestFinished, previousPeriod, type Period } from './periods.js';
import { reportFor } from './store.js';

/** How many finished periods of each kind the demo stores, so the lists of earlier reports have rows. */
const demoDepth: Record<ReportKind, number> = { day: 7, week: 8, month: 6 };

/**
 * Stores the reports of the last finished periods once the demo content is written (a report
 * opened before that would be stored empty and stay so). Runs as the last content seeder.
 */
export async function seedPeriodReports(database: Database) {
  const day = today();
  for (const kind of reportKinds) {
    let p: Period = latestFinished(kind, day);
    for (let i = 0; i < demoDepth[kind]; i += 1) {
      await reportFor(database, kind, p, day);
      p = previousPeriod(kind, p);
    }
  }
}
