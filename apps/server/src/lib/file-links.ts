import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appSecrets, members, sysUsers } from '../db/schema/index.js';

/**
 * Links to stored files (month reports, article images, the back office's file list) are
 * signed for one person and one hour: `/files/<day>/<name>?u=m12&e=<unix s>&t=<signature>`.
 * A browser opens them from an <img> or a PDF viewer, which sends no session header, so the
 * link carries who it was made for; the file call checks the signature, the time, and that
 * this member (or staff user) is still active: a stopped member's links stop working, and a
 * link without a signature (the old public `/files/...`) is refused. The signing key is made
 * once per database and shared by every server on it.
 */
export const linkLifetimeS = 3600;
const secretName = 'file-links';
const storedName = /(\d{8}\/[0-9a-f-]{36}(?:\.[a-z0-9]{1,10})?)(?:[?#].*)?$/;

export type LinkHolder = { kind: 'member' | 'staff'; id: number };

const keys = new WeakMap<Database, Promise<Buffer>>();

function signingKey(database: Database): Promise<Buffer> {
  let key = keys.get(database);
  if (!key) {
    key = (async () => {
      await database.db
        .insert(appSecrets)
        .values({ name: secretName, value: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await database.db.select().from(appSecrets).where(eq(appSecrets.name, secretName));
      return Buffer.from(row!.value, 'hex');
    })();
    key.catch(() => keys.delete(database));
    keys.set(database, key);
  }
  return key;
}

const holderCode = (h: LinkHolder) => `${h.kind === 'member' ? 'm' : 's'}${h.id}`;
const mac = (key: Buffer, rel: string, holder: string, expires: number) =>
  createHmac('sha256', key).update(`${rel}|${holder}|${expires}`).digest('base64url');

/** The stored file's `<day>/<name>`, from a local `/files/…` url or a storage provider's url. */
export const storedFileName = (url: string) => storedName.exec(url)?.[1];

/** A link to a stored file for `holder`, or the url unchanged when it names no stored file. */
export async function signFileUrl(database: Database, url: string, holder: LinkHolder, now = Date.now()) {
  const rel = storedFileName(url);
  if (!rel) return url;
  const expires = Math.floor(now / 1000) + linkLifetimeS;
  const code = holderCode(holder);
  const t = mac(await signingKey(database), rel, code, expires);
  return `/files/${rel}?u=${code}&e=${expires}&t=${t}`;
}

/** Every stored-file link in an article's HTML, signed for `holder`. */
export async function signFileLinks(database: Database, html: string, holder: LinkHolder) {
  const found = [...new Set(html.match(/\/files\/\d{8}\/[0-9a-f-]{36}(?:\.[a-z0-9]{1,10})?(?:\?[^"'\s<>]*)?/g) ?? [])];
  let out = html;
  for (const url of found) out = out.split(url).join(await signFileUrl(database, url, holder));
  return out;
}

/** Stored HTML keeps bare links: a signature is made for each reader when it is read. */
export const unsignFileLinks = (html: string) =>
  html.replace(/(\/files\/\d{8}\/[0-9a-f-]{36}(?:\.[a-z0-9]{1,10})?)\?[^"'\s<>]*/g, '$1');

/** Whether a link's signature, time and holder are good now. */
export async function checkFileLink(
  database: Database,
  rel: string,
  q: { u?: string; e?: string | number; t?: string },
  now = Date.now(),
): Promise<boolean> {
  const holder = /^([ms])(\d{1,10})$/.exec(q.u ?? '');
  const expires = Number(q.e);
  if (!holder || !Number.isInteger(expires) || !q.t || expires * 1000 < now) return false;
  const want = Buffer.from(mac(await signingKey(database), rel, q.u!, expires));
  const sent = Buffer.from(q.t);
  if (want.length !== sent.length || !timingSafeEqual(want, sent)) return false;
  const id = Number(holder[2]);
  if (id > 2_147_483_647) return false;
  const rows =
    holder[1] === 'm'
      ? await database.db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.id, id), eq(members.status, 1), eq(members.deleted, false)))
      : await database.db
          .select({ id: sysUsers.id })
          .from(sysUsers)
          .where(and(eq(sysUsers.id, id), eq(sysUsers.status, 1)));
  return rows.length > 0;
}
