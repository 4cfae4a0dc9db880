import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@app/contract';
import { callBounds, enterCall, openCallLimit, resetCallGuards } from './call-guards.js';

/** Issue 29, items 1 and 3: the bounds every upload, export and open call shares. */
const upload = api.library.keywordImport;
const exportCall = api.library.export;
afterEach(resetCallGuards);

const status = (f: () => unknown) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    return (e as { statusCode?: number }).statusCode;
  }
};

describe('call guards', () => {
  it('uploads hold one of the process-wide slots; a full process answers 429 at once', () => {
    const held = Array.from({ length: callBounds.uploadSlots }, (_, i) => enterCall(upload, `member:${i}`));
    expect(status(() => enterCall(upload, 'member:99'))).toBe(429);
    held[0]!();
    expect(status(() => enterCall(upload, 'member:99'))).toBe('ok');
  });

  it('a caller may start only so many uploads a minute', () => {
    const now = 1_000_000;
    for (let i = 0; i < callBounds.uploadsPerMinute; i++) enterCall(upload, 'member:1', now + i)();
    expect(status(() => enterCall(upload, 'member:1', now + 100))).toBe(429);
    expect(status(() => enterCall(upload, 'member:2', now + 100))).toBe('ok');
    expect(status(() => enterCall(upload, 'member:1', now + 61_000))).toBe('ok');
  });

  it("one member's exports run a few at a time; another member's are not held up", () => {
    const held = Array.from({ length: callBounds.exportsAtOnce }, () => enterCall(exportCall, 'member:1'));
    expect(status(() => enterCall(exportCall, 'member:1'))).toBe(429);
    expect(status(() => enterCall(exportCall, 'member:2'))).toBe('ok');
    held.forEach((release) => release());
    expect(status(() => enterCall(exportCall, 'member:1'))).toBe('ok');
  });

  it('open calls get a per-address limit unless they declare a stricter one', () => {
    expect(openCallLimit(api.overview.counts)).toMatchObject({
      max: callBounds.openCallsPerMinute,
      timeWindow: 60_000,
    });
    expect(openCallLimit(api.member.login)?.max).toBeLessThan(callBounds.openCallsPerMinute);
    expect(openCallLimit(api.task.list)).toBeUndefined();
  });
});
