import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { BenchContext, DbKind } from './run.js';

/**
 * Timed calls for the upload-and-check scenarios. The machine is shared, so each reported line
 * carries the 1-minute load before and after and this process's CPU time per call beside the
 * latencies: a slow figure on a loaded machine reads as such.
 */
const load1 = () => Number(os.loadavg()[0]!.toFixed(2));

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!.toFixed(1));
};

/** Runs `run` `rounds` times in a row and reports the figures under `label` and the database kind. */
export function timedCalls(ctx: BenchContext, kind: DbKind) {
  return async (label: string, rounds: number, run: () => Promise<unknown>) => {
    const ms: number[] = [];
    const cpu = process.cpuUsage();
    const loadBefore = load1();
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      await run();
      ms.push(performance.now() - t0);
    }
    const c = process.cpuUsage(cpu);
    ctx.report(`${label} ${kind}`, {
      rounds,
      p50_ms: percentile(ms, 50),
      p95_ms: percentile(ms, 95),
      max_ms: Number(Math.max(...ms).toFixed(1)),
      cpu_ms_per_call: Number(((c.user + c.system) / 1000 / rounds).toFixed(1)),
      load1_before: loadBefore,
      load1_after: load1(),
    });
  };
}
