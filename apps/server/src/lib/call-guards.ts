import type { Endpoint } from '@app/contract';

/**
 * Bounds on the calls that cost the most, kept in one place so every such call has the same:
 * - an upload (a file parsed in the process) holds one of `uploadSlots` process-wide slots
 *   and counts against its caller's `uploadsPerMinute`;
 * - an export (a file written in the process) holds one of its caller's `exportsAtOnce`;
 * - an open call (no session) is limited per client address (`openCallsPerMinute`), unless
 *   the call declares its own, stricter limit.
 * A refused call answers 429 with 请求过于频繁 and does no work.
 */
export const callBounds = {
  uploadSlots: 2,
  uploadsPerMinute: 12,
  exportsAtOnce: 2,
  openCallsPerMinute: 300,
};

export const tooMany = () => Object.assign(new Error('call bound reached'), { statusCode: 429 });

/**
 * The machine itself (health checks, the browser tests, a local proxy that does not forward
 * addresses) is not limited on open calls: behind a proxy (TRUST_PROXY) the address is the
 * client's, so this spares no one outside.
 */
const isLoopback = (req: { ip: string }) => req.ip === '127.0.0.1' || req.ip === '::1' || req.ip === '::ffff:127.0.0.1';

/** The per-address limit of an open call, for @fastify/rate-limit. */
export const openCallLimit = (endpoint: Endpoint) =>
  endpoint.rateLimit ??
  (endpoint.access.kind === 'public'
    ? { max: callBounds.openCallsPerMinute, timeWindow: 60_000, allowList: isLoopback }
    : undefined);

/** The same limit for the open API description (/docs). */
export const docsLimit = { max: callBounds.openCallsPerMinute, timeWindow: 60_000, allowList: isLoopback };

/** A file written for a signed-in caller (open blobs, the captcha and signed file links, have none). */
const isExport = (endpoint: Endpoint) => endpoint.answer === 'blob';

let uploadsRunning = 0;
const exportsRunning = new Map<string, number>();
const uploadTimes = new Map<string, number[]>();

function countUpload(who: string, now: number) {
  const recent = (uploadTimes.get(who) ?? []).filter((t) => now - t < 60_000);
  if (recent.length >= callBounds.uploadsPerMinute) throw tooMany();
  recent.push(now);
  uploadTimes.set(who, recent);
  // The map keeps only callers seen in the last minute.
  if (uploadTimes.size > 10_000)
    for (const [k, times] of uploadTimes) if (!times.some((t) => now - t < 60_000)) uploadTimes.delete(k);
}

/**
 * Takes the slots `endpoint` needs for caller `who` (kind:id), or throws a 429 error;
 * the answer is a function that gives them back (call it once the call is done).
 */
export function enterCall(endpoint: Endpoint, who: string | undefined, now = Date.now()): () => void {
  const releases: (() => void)[] = [];
  if (endpoint.upload) {
    if (who) countUpload(who, now);
    if (uploadsRunning >= callBounds.uploadSlots) throw tooMany();
    uploadsRunning++;
    releases.push(() => uploadsRunning--);
  }
  if (isExport(endpoint) && who) {
    const running = exportsRunning.get(who) ?? 0;
    if (running >= callBounds.exportsAtOnce) throw tooMany();
    exportsRunning.set(who, running + 1);
    releases.push(() => {
      const left = (exportsRunning.get(who) ?? 1) - 1;
      if (left > 0) exportsRunning.set(who, left);
      else exportsRunning.delete(who);
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    releases.forEach((r) => r());
  };
}

/** For tests: forget the counts. */
export const resetCallGuards = () => {
  uploadsRunning = 0;
  exportsRunning.clear();
  uploadTimes.clear();
};
