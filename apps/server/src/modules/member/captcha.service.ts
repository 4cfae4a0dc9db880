import svgCaptcha from 'svg-captcha';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchas } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';

/**
 * Captchas shared by the portal and the back-office login: a real SVG image, the answer kept
 * only as a hash, valid for 5 minutes, good for one check (a wrong guess burns it too, so it
 * cannot be brute-forced), compared case-insensitively.
 */
export const captchaLifetimeMs = 5 * 60_000;

// Letters that look alike in the image (0/o, 1/l/i) are left out so people can read it.
const charPreset = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

const answerHash = (id: string, answer: string) => hashToken(`${id}:${answer.trim().toLowerCase()}`);

/** Draws a new captcha for the client-chosen id (replacing any earlier one) and returns the SVG. */
export async function issueCaptcha(db: Db, id: string): Promise<string> {
  const image = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    background: '#f2f5fa',
    width: 120,
    height: 40,
    charPreset,
  });
  await storeCaptcha(db, id, image.text);
  // Old rows are useless; dropping them here keeps the table small without a job.
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now() - interval '1 hour'`));
  return image.data;
}

/** Stores the answer of captcha `id` (the image's text; tests use it to know the answer). */
export async function storeCaptcha(db: Db, id: string, text: string, lifetimeMs = captchaLifetimeMs) {
  const expiresAt = new Date(Date.now() + lifetimeMs).toISOString();
  const hash = answerHash(id, text);
  await db
    .insert(captchas)
    .values({ id, answerHash: hash, expiresAt, used: false })
    .onConflictDoUpdate({ target: captchas.id, set: { answerHash: hash, expiresAt, used: false } });
}

/** True when the answer matches a live, unused captcha; the captcha is used up either way. */
export async function checkCaptcha(db: Db, id: string, answer: string): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ used: true })
    .where(and(eq(captchas.id, id), eq(captchas.used, false), gt(captchas.expiresAt, sql`now()`)))
    .returning({ answerHash: captchas.answerHash });
  return !!row && row.answerHash === answerHash(id, answer);
}
