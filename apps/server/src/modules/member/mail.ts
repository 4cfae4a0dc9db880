import nodemailer from 'nodemailer';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const from = 'Compliance portal <no-reply@portal.local>';

/**
 * Sends a mail over SMTP when SMTP_URL is set; otherwise writes it as an .eml file under
 * config.mailDir, so a fresh machine can read what would have been sent. Returns the file
 * path (or the SMTP message id).
 */
export async function sendMail(config: Config, mail: Mail): Promise<string> {
  if (config.smtpUrl) {
    const info = await nodemailer.createTransport(config.smtpUrl).sendMail({ from, ...mail });
    return info.messageId;
  }
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail({ from, ...mail });
  await mkdir(config.mailDir, { recursive: true });
  const file = path.join(config.mailDir, `${Date.now()}-${randomBytes(3).toString('hex')}.eml`);
  await writeFile(file, info.message as Buffer);
  return file;
}
