import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outgoing-mail.ts';

/** Where mail goes: SMTP when `smtpUrl` is set, else an .eml file a mail under `dataDir`/mail. */
export type MailSettings = { smtpUrl: string | undefined; dataDir: string };

/** A mail sent, or written (its file), or refused (a 5xx reply is for good; anything else is tried again). */
export type SendOutcome = { sent: true; file?: string } | { sent: false; error: string; responseCode?: number };

/**
 * Parts in base64, not nodemailer's default quoted-printable for mostly-ASCII text: its folding
 * was most of the ~1 ms of CPU composing a mail took (base64 about 0.4 ms;
 * docs/decisions/2026-11-29-request-cost.md). Any UTF-8 goes as is.
 */
const composed = (mail: OutgoingMail) => ({ ...mail, textEncoding: 'base64' as const });

// A send that takes longer is abandoned and tried again later: the whole send stays well within
// the outbox lease (OUTBOX_LEASE_SECONDS, 60 s), so no other instance takes the message meanwhile.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, dnsTimeout: 10_000 };

const outcomeOf = (err: unknown): SendOutcome => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return { sent: false, error: err instanceof Error ? err.message : String(err), ...(typeof code === 'number' ? { responseCode: code } : {}) };
};

/**
 * nodemailer, composing and sending: run in the mail worker (mail-worker.ts), off the thread that
 * serves requests. Never throws: a failure is an outcome, as an Error's own fields (the SMTP reply
 * code) do not cross between threads.
 */
export function createMailSender(settings: MailSettings) {
  if (settings.smtpUrl) {
    // Pooled: a batch of mails goes over the connections already open (a few at most), not a
    // connection and a TLS handshake each.
    const smtp = nodemailer.createTransport({ url: settings.smtpUrl, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS });
    return {
      async send(mail: OutgoingMail): Promise<SendOutcome> {
        try {
          await smtp.sendMail(composed(mail));
          return { sent: true };
        } catch (err) {
          return outcomeOf(err);
        }
      },
      close: () => smtp.close(),
    };
  }
  const folder = join(settings.dataDir, 'mail');
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The folder is made once, not for every mail (made again if it was removed meanwhile).
  let folderMade: Promise<unknown> | undefined;
  return {
    async send(mail: OutgoingMail, fileStem: string): Promise<SendOutcome> {
      try {
        const message = (await files.sendMail(composed(mail))).message as Buffer;
        await (folderMade ??= mkdir(folder, { recursive: true }).catch((err: unknown) => {
          folderMade = undefined;
          throw err;
        }));
        const file = join(folder, `${fileStem}.eml`);
        // Written at once, not through the thread pool: a mail of a few KB to the page cache is
        // under 0.1 ms, where open, write and close handed to other threads took 0.5 ms of CPU a
        // mail on two cores (docs/decisions/2026-11-29-request-cost.md). Production sends by SMTP
        // (SMTP_URL); this is the development and demo transport.
        try {
          writeFileSync(file, message);
        } catch (err) {
          if ((err as { code?: string }).code !== 'ENOENT') throw err;
          await mkdir(folder, { recursive: true });
          writeFileSync(file, message);
        }
        return { sent: true, file };
      } catch (err) {
        return outcomeOf(err);
      }
    },
    close: () => files.close(),
  };
}
