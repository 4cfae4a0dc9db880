import nodemailer from 'nodemailer';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

const from = 'Compliance portal <no-reply@portal.local>';

/**
 * Sends over SMTP when SMTP_URL is set; otherwise renders the real MIME message with
 * nodemailer's stream transport and writes it as an .eml file under config.mailDir, so a
 * machine without a mail server (and a test) can read exactly what would have gone out.
 * Answers the SMTP message id or the file path.
 */
export async function deliverMail(config: Config, mail: OutgoingMail): Promise<string> {
  const message = {
    from,
    to: mail.to.join(', '),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
  };
  if (config.smtpUrl) return (await nodemailer.createTransport(config.smtpUrl).sendMail(message)).messageId;
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    .sendMail(message);
  await mkdir(config.mailDir, { recursive: true });
  const file = path.join(config.mailDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
  await writeFile(file, info.message as Buffer);
  return file;
}
