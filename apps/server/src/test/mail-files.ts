import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The text part of a MIME message, decoded from quoted-printable or base64. */
export function decodeBody(eml: string) {
  const body = eml.slice(eml.search(/\r?\n\r?\n/)).trim();
  if (/Content-Transfer-Encoding: base64/i.test(eml))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(eml))
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/** The bodies of the mails written to `dir` (no SMTP server) addressed to `to`, oldest first. */
export async function mailsTo(dir: string, to: string): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  const header = new RegExp(`^To: .*\\b${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'm');
  return mails.filter((eml) => header.test(eml)).map(decodeBody);
}
