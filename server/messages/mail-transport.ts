import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '#server/config/env.ts';
import { logLine } from './message-log.ts';

/** One mail, ready to go: both parts and the headers (compose-mail.ts). */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
};

export type MailTransport = {
  send(mail: OutgoingMail, fileStem: string): Promise<void>;
  close(): void;
};

/**
 * Parts in base64, not nodemailer's default quoted-printable for mostly-ASCII text: its folding
 * was most of the ~1 ms of CPU composing a mail took, on the server's thread after every order
 * (base64 about 0.4 ms; docs/decisions/2026-11-29-request-cost.md). Any UTF-8 goes as is.
 */
const composed = (mail: OutgoingMail) => ({ ...mail, textEncoding: 'base64' as const });

/** A refusal that trying again will not change (a 5xx reply: no such mailbox, relaying denied). */
export const isPermanentFailure = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

// A send that takes longer is abandoned and tried again later: the whole send stays well within
// the outbox lease (OUTBOX_LEASE_SECONDS, 60 s), so no other instance takes the message meanwhile.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, dnsTimeout: 10_000 };

/**
 * SMTP when SMTP_URL is set; otherwise each mail is an .eml file under DATA_DIR/mail (one log line
 * says to whom, what, and where), so `npm start` needs no mail server and a developer can open
 * every mail the shop wrote.
 */
export function createMailTransport(env: Pick<Env, 'mail' | 'dataDir'>): MailTransport {
  if (env.mail.smtpUrl) {
    // Pooled: a batch of mails goes over the connections already open (a few at most), not a
    // connection and a TLS handshake each.
    const smtp = nodemailer.createTransport({ url: env.mail.smtpUrl, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await smtp.sendMail(composed(mail));
      },
      close: () => smtp.close(),
    };
  }
  const folder = join(env.dataDir, 'mail');
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The folder is made once, not for every mail (made again if it was removed meanwhile).
  let folderMade: Promise<unknown> | undefined;
  return {
    async send(mail, fileStem) {
      const message = (await files.sendMail(composed(mail))).message as Buffer;
      await (folderMade ??= mkdir(folder, { recursive: true }).catch((err: unknown) => {
        folderMade = undefined;
        throw err;
      }));
      const file = join(folder, `${fileStem}.eml`);
      // Written at once, not through the thread pool: a mail of a few KB to the page cache is
      // under 0.1 ms, where open, write and close handed to other threads took 0.5 ms of the
      // server's CPU a mail on two cores (docs/decisions/2026-11-29-request-cost.md). Production
      // sends by SMTP (SMTP_URL); this is the development and demo transport.
      try {
        writeFileSync(file, message);
      } catch (err) {
        if ((err as { code?: string }).code !== 'ENOENT') throw err;
        await mkdir(folder, { recursive: true });
        writeFileSync(file, message);
      }
      logLine({ msg: 'mail written to a file (no SMTP_URL)', to: mail.to, subject: mail.subject, file });
    },
    close: () => files.close(),
  };
}
