import { Cron } from 'croner';
import { CHINA_TIME_ZONE } from '../lib/clock.js';

/**
 * Quartz meaning (seconds first, 1 = Sunday, optional year) as croner understands it. Expressions are read in China
 * time, whatever the server's zone: "0 0 0 * * ?" is midnight in China, when a standard's implementation day begins.
 */
export const quartzOptions = {
  mode: '6-or-7-parts',
  alternativeWeekdays: true,
  sloppyRanges: true,
  timezone: CHINA_TIME_ZONE,
} as const;

/**
 * When scheduled jobs fire. The server uses the wall clock; tests use a `ManualClock` and move
 * time forward themselves, so a job test neither sleeps nor depends on how busy the machine is.
 */
export interface JobClock {
  /** Calls `fire(slot)` at each run time of the cron expression (throws when it cannot be read); returns a stop function. */
  schedule(expression: string, fire: (slot: Date) => Promise<void>): () => void;
}

export const wallClock: JobClock = {
  schedule(expression, fire) {
    const cron = new Cron(expression, { ...quartzOptions, protect: true }, async (self: Cron) => {
      await fire(self.currentRun() ?? new Date());
    });
    return () => cron.stop();
  },
};

interface Entry {
  cron: Cron;
  fire: (slot: Date) => Promise<void>;
  last: Date;
}

/** A clock that moves only when told: `advance` fires every slot that falls due, in order. */
export class ManualClock implements JobClock {
  private entries = new Set<Entry>();
  constructor(public now: Date = new Date()) {}

  schedule(expression: string, fire: (slot: Date) => Promise<void>) {
    const entry: Entry = { cron: new Cron(expression, { ...quartzOptions, paused: true }), fire, last: this.now };
    this.entries.add(entry);
    return () => {
      entry.cron.stop();
      this.entries.delete(entry);
    };
  }

  /** Moves time forward by `ms`, running each due slot to its end before the next; slots due at one instant run together. */
  async advance(ms: number) {
    const until = this.now.getTime() + ms;
    for (;;) {
      let at: Date | undefined;
      let due: Entry[] = [];
      for (const entry of this.entries) {
        const next = entry.cron.nextRun(entry.last);
        if (!next || next.getTime() > until) continue;
        if (!at || next < at) [at, due] = [next, [entry]];
        else if (next.getTime() === at.getTime()) due.push(entry);
      }
      if (!at) break;
      this.now = at;
      for (const entry of due) entry.last = at;
      await Promise.all(due.map((entry) => entry.fire(at)));
    }
    this.now = new Date(until);
  }
}
